import { formatAmount, formatFiat } from '@foyer/core'
import { useFoyerAccount, useFoyerNetwork } from '@foyer/react'
import { SendSol } from './SendSol.tsx'
import { GrantPermissions } from './GrantPermissions.tsx'
import { SendCalls } from './SendCalls.tsx'
import { SendTransaction } from './SendTransaction.tsx'
import { SignInPanel } from './SignInPanel.tsx'
import { SignMessage } from './SignMessage.tsx'

/** What the host app reads from Foyer's hooks: status, address, network, balances and, with `siwx` set, the sign-in. */
export function AccountPanel({ signIn }: { signIn: boolean }) {
  const { status, address, tokenBalance, balanceUnavailable, walletInfo } = useFoyerAccount()
  const { caipNetwork, isUnsupported } = useFoyerNetwork()
  return (
    <section className="panel" aria-labelledby="account-title">
      <h2 id="account-title">What your app sees</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="host-status">{status}</dd>
        <dt>Wallet</dt>
        <dd>{walletInfo?.name ?? '—'}</dd>
        <dt>Address</dt>
        <dd className="mono" data-testid="host-address">
          {address ?? '—'}
        </dd>
        <dt>Network</dt>
        <dd data-testid="host-network">{isUnsupported ? 'unsupported' : (caipNetwork?.caipNetworkId ?? '—')}</dd>
      </dl>
      {tokenBalance.length > 0 && (
        <table className="balances">
          <caption>{balanceUnavailable === 'failed' ? 'Balances, last known (Foyer cannot read them right now)' : 'Balances'}</caption>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Amount</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {tokenBalance.map((token) => (
              <tr key={token.address ?? 'native'}>
                <td>{token.symbol}</td>
                <td>{formatAmount(token.quantity.numeric)}</td>
                <td>{token.value === null ? 'no price' : formatFiat(token.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {status === 'connected' && (
        <>
          {signIn && <SignInPanel />}
          <SignMessage />
          {caipNetwork?.chainNamespace === 'solana' ? <SendSol /> : <SendTransaction />}
          {caipNetwork?.chainNamespace === 'eip155' && <SendCalls />}
          {caipNetwork?.chainNamespace === 'eip155' && <GrantPermissions />}
        </>
      )}
    </section>
  )
}
