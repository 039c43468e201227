import { formatAmount, formatFiat, type AccountTab, type TokenBalance } from '@foyer/core'
import { useId, type KeyboardEvent } from 'react'

const TABS: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity']

/** The account's tabs, as an ARIA tablist (arrow keys move between tabs). */
export function AccountTabs({ tab, onTab, tokens, loading }: { tab: AccountTab; onTab: (tab: AccountTab) => void; tokens: TokenBalance[]; loading: boolean }) {
  const id = useId()
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!
    onTab(next)
    document.getElementById(`${id}-${next}`)?.focus()
  }
  return (
    <>
      <div className="foyer-tabs" role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            className="foyer-tab"
            aria-selected={name === tab}
            aria-controls={`${id}-panel`}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => onTab(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'Tokens' ? <TokenList tokens={tokens} loading={loading} /> : <p className="foyer-empty">{tab === 'NFTs' ? 'No NFTs yet.' : 'No activity yet.'}</p>}
      </div>
    </>
  )
}

function TokenList({ tokens, loading }: { tokens: TokenBalance[]; loading: boolean }) {
  if (tokens.length === 0) return <p className="foyer-empty">{loading ? 'Loading tokens…' : 'No tokens yet.'}</p>
  return (
    <ul className="foyer-list" aria-label="Tokens" style={{ gap: 0 }}>
      {tokens.map((token) => (
        <li key={token.address ?? `${token.chainId}:native`} className="foyer-token">
          <img src={token.iconUrl} alt="" width={36} height={36} />
          <span className="foyer-token-main">
            <span>{token.name}</span>
            <span>
              {formatAmount(token.quantity.numeric)} {token.symbol}
            </span>
          </span>
          <span className="foyer-token-side">
            <span>{formatFiat(token.value)}</span>
            <span>{formatFiat(token.price)}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
