import { accountTexts, fillMessage, formatAmount, formatFiat, totalFiatValue, type AccountState, type TokenBalance } from '@foyer/core/internal'
import { WarningIcon } from '../../components/icons/icons.tsx'
import { useMessages } from '../../hooks/useMessages.ts'
import { useBalanceTime } from './balanceTime.ts'

/**
 * The account's native balance, and apart from it the value of all its tokens on the network,
 * each saying what it is. A balance Foyer does not have is never a number: it is loading, not
 * shown for this network, or unavailable with a Retry and the last known amount, marked as such.
 */
export function AccountBalance({ account, symbol, onRetry }: { account: AccountState; symbol: string; onRetry: () => void }) {
  const m = useMessages(accountTexts)
  const time = useBalanceTime(account.balanceFetchedAt)
  if (account.balanceUnavailable === 'unsupported') {
    return (
      <p className="foyer-balance-note" data-testid="account-balance">
        {m.balanceNotServed}
      </p>
    )
  }
  if (account.balanceUnavailable === 'failed') {
    const retrying = account.balanceLoading
    return (
      <div className="foyer-balance-unavailable" data-testid="account-balance-unavailable">
        <div className="foyer-balance-warning">
          <p role="status">
            <WarningIcon />
            {m.balanceUnavailable}
          </p>
          {/* aria-disabled, not disabled: the button keeps the focus while it retries. */}
          <button type="button" className="foyer-chip foyer-retry" aria-disabled={retrying} onClick={() => !retrying && onRetry()}>
            {retrying ? m.retryingBalance : m.retryBalance}
          </button>
        </div>
        {account.balance !== undefined && time && (
          <p className="foyer-last-known" data-testid="account-last-known">
            {fillMessage(m.lastKnownBalance, { time, amount: `${formatAmount(account.balance)} ${symbol}` })}
          </p>
        )}
      </div>
    )
  }
  if (account.balance === undefined) {
    return (
      <p className="foyer-balance" data-testid="account-balance">
        {m.loadingBalance}
      </p>
    )
  }
  return (
    <>
      <p className="foyer-balance" data-testid="account-balance">
        {`${formatAmount(account.balance)} ${symbol}`}
      </p>
      <TotalValue tokens={account.tokenBalance} />
    </>
  )
}

/** The value of every token on the network together; with tokens the server has no price for, of the others only. */
function TotalValue({ tokens }: { tokens: readonly TokenBalance[] }) {
  const m = useMessages(accountTexts)
  const priced = tokens.filter((token) => token.value !== null)
  if (priced.length === 0) return null
  const template = priced.length === tokens.length ? m.totalValue : m.totalValuePriced
  return (
    <p className="foyer-total-value" data-testid="account-total-value">
      {fillMessage(template, { value: formatFiat(totalFiatValue(priced)) })}
    </p>
  )
}
