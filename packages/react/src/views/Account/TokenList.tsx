import { accountTexts, fillMessage, formatAmount, formatFiat, type AccountState, type TokenBalance } from '@foyer/core/internal'
import { useState } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx'
import { CoinsMark } from '../../components/EmptyState/emptyMarks.tsx'
import { useBalanceTime } from './balanceTime.ts'
import { CopyAddressButton } from './CopyAddressButton.tsx'

/**
 * The Tokens tab: each token's amount, the value of the holding and the price of one unit, or
 * 'No price' where the server has none (nothing, without a server). When the balances are unavailable it says so and shows
 * the last known ones, dimmed and dated; never 'No tokens yet' for tokens it could not read.
 */
export function TokenList({ account, networkName }: { account: AccountState; networkName: string }) {
  const m = useMessages(accountTexts)
  const time = useBalanceTime(account.balanceFetchedAt)
  const tokens = account.tokenBalance
  if (account.balanceUnavailable === 'unsupported') return <p className="foyer-empty">{m.tokensNotServed}</p>
  if (account.balanceUnavailable === 'failed') {
    return (
      <>
        <p className="foyer-tokens-note" data-testid="tokens-unavailable">
          {m.tokensUnavailable}
          {time && ` ${fillMessage(m.tokensLastKnown, { time })}`}
        </p>
        {tokens.length > 0 && <Tokens tokens={tokens} stale />}
      </>
    )
  }
  if (account.balanceFetchedAt === undefined) return <p className="foyer-empty">{m.loadingTokens}</p>
  if (tokens.length === 0) {
    return (
      <EmptyState mark={<CoinsMark />} title={m.noTokens} text={fillMessage(m.noTokensText, { network: networkName })} testId="tokens-empty">
        <CopyAddressButton />
      </EmptyState>
    )
  }
  return <Tokens tokens={tokens} />
}

function Tokens({ tokens, stale }: { tokens: readonly TokenBalance[]; stale?: boolean }) {
  const m = useMessages(accountTexts)
  const priced = useFoyerInstance().client.ctx.server !== undefined
  return (
    <ul className="foyer-list" aria-label={m.tokensLabel} data-stale={stale || undefined} style={{ gap: 0 }}>
      {tokens.map((token) => (
        <li key={token.address ?? `${token.chainId}:native`} className="foyer-token">
          <TokenIcon token={token} />
          <span className="foyer-token-main">
            <span>{token.name}</span>
            <span>{`${formatAmount(token.quantity.numeric)} ${token.symbol}`}</span>
          </span>
          <span className="foyer-token-side">
            {token.value === null ? (
              // Without a Foyer server nothing is priced: 'No price' on every row would say nothing.
              priced && <span>{m.noPrice}</span>
            ) : (
              <span>
                <span className="foyer-visually-hidden">{`${m.tokenValue} `}</span>
                {formatFiat(token.value)}
              </span>
            )}
            {token.price !== null && <span>{fillMessage(m.unitPrice, { symbol: token.symbol, price: formatFiat(token.price) })}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * A token's image, or its symbol's initial where it has none (a balance read without a Foyer
 * server) or the image does not load (the server away): never a broken image.
 */
function TokenIcon({ token }: { token: TokenBalance }) {
  const [failed, setFailed] = useState<string | undefined>()
  if (token.iconUrl && failed !== token.iconUrl) return <img src={token.iconUrl} alt="" width={36} height={36} onError={() => setFailed(token.iconUrl)} />
  return (
    <span className="foyer-token-initial" aria-hidden="true">
      {token.symbol.slice(0, 1)}
    </span>
  )
}
