import { fillMessage, formatAmount, formatUnits, swapTexts, type SwapToken } from '@foyer/core/internal'
import { useId, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import type { ViewProps } from '../../views/viewTypes.ts'
import { SwapStatus, TokenMark } from './SwapStatus.tsx'
import { useSwapStyles } from './SwapStyles.ts'
import { useSwapSetup, type ReadySwap } from './useSwapSetup.ts'

/**
 * A token for one side of the swap: the account's tokens first (with their balances), then, for
 * the token to receive, the rest of the server's list; a search field narrows both by symbol, name
 * or address. Choosing the other side's token swaps the two; then back to the form.
 */
export default function WalletSwapSelectTokenView({ data }: ViewProps<'WalletSwapSelectToken'>) {
  useSwapStyles()
  const { client } = useFoyerInstance()
  const m = useMessages(swapTexts)
  const searchId = useId()
  const [search, setSearch] = useState('')
  const setup = useSwapSetup()
  if (setup.status !== 'ready') return <SwapStatus setup={setup} />
  const { state } = setup
  const current = data.side === 'from' ? setup.from : setup.to
  const needle = search.trim().toLowerCase()
  const matches = (token: SwapToken) => !needle || [token.symbol, token.name, token.address].some((text) => text.toLowerCase().includes(needle))
  const held = setup.tokens.filter((token) => setup.balanceOf(token) > 0n)
  // Only what the account holds can be paid with; anything listed can be received.
  const others = data.side === 'from' ? [] : setup.tokens.filter((token) => setup.balanceOf(token) === 0n)
  const shown = { held: held.filter(matches), others: others.filter(matches) }

  const choose = (token: SwapToken) => {
    const draft = state.get()
    const other = data.side === 'from' ? setup.to : setup.from
    const sameAsOther = other && other.address === token.address
    if (data.side === 'from') state.set({ ...draft, from: token.address, ...(sameAsOther && { to: setup.from.address }), ...(token.address !== setup.from.address && { amount: '' }) })
    else state.set({ ...draft, to: token.address, ...(sameAsOther && { from: setup.to?.address, amount: '' }) })
    client.back()
  }

  return (
    <div className="foyer-body foyer-send">
      <label htmlFor={searchId} className="foyer-visually-hidden">
        {m.search}
      </label>
      <span className="foyer-send-field">
        <input id={searchId} type="search" autoComplete="off" spellCheck={false} placeholder={m.search} value={search} onChange={(event) => setSearch(event.target.value)} />
      </span>
      {shown.held.length > 0 && <TokenGroup title={m.yourTokens} tokens={shown.held} current={current} setup={setup} onChoose={choose} />}
      {shown.others.length > 0 && <TokenGroup title={m.allTokens} tokens={shown.others} current={current} setup={setup} onChoose={choose} />}
      {shown.held.length + shown.others.length === 0 && (
        <p className="foyer-empty" role="status">
          {needle ? fillMessage(m.noTokenFound, { search: search.trim() }) : fillMessage(m.nothingToSwap, { network: setup.network.name })}
        </p>
      )}
    </div>
  )
}

function TokenGroup({ title, tokens, current, setup, onChoose }: { title: string; tokens: SwapToken[]; current: SwapToken | undefined; setup: ReadySwap; onChoose: (token: SwapToken) => void }) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="foyer-swap-list-title">
        {title}
      </h3>
      <ul className="foyer-swap-list">
        {tokens.map((token) => {
          const balance = setup.balanceOf(token)
          return (
            <li key={token.address}>
              <button type="button" className="foyer-swap-option" aria-current={token.address === current?.address} data-focus-key={`token:${token.address}`} onClick={() => onChoose(token)}>
                <TokenMark logoUri={token.logoUri} size={32} />
                <span className="foyer-swap-option-main">
                  <span>{token.symbol}</span>
                  <span>{token.name}</span>
                </span>
                {balance > 0n && <span className="foyer-swap-option-side">{formatAmount(formatUnits(balance, token.decimals))}</span>}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
