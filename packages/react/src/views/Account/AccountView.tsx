import { formatAmount, formatFiat, SNACKBARS, totalFiatValue, truncateAddress, type AccountTab } from '@foyer/core'
import { Avatar } from '../../components/Avatar/Avatar.tsx'
import { CopyIcon, ExternalIcon } from '../../components/icons/icons.tsx'
import { DisconnectFooter } from '../../components/DisconnectFooter/DisconnectFooter.tsx'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'
import { preloadView } from '../registry.ts'
import { AccountTabs } from './AccountTabs.tsx'

/** The connected account: address, balance, network, and the Tokens / NFTs / Activity tabs. */
export default function AccountView() {
  const { client } = useFoyerInstance()
  const { ctx } = client
  const chain = useStore(ctx.chains, (state) => (state.activeNamespace ? state.chains[state.activeNamespace] : undefined))
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  if (!account?.address || !network) return <p className="foyer-empty">No account is connected.</p>

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.address!)
      ctx.snackbar.success(SNACKBARS.ADDRESS_COPIED)
    } catch {
      ctx.snackbar.error(SNACKBARS.SOMETHING_WENT_WRONG)
    }
  }
  const setTab = (tab: AccountTab) => ctx.chains.patchAccount(chain.namespace, { currentTab: tab })

  return (
    <>
      <div className="foyer-body">
        <div className="foyer-center" style={{ paddingTop: 4, gap: 6 }}>
          <Avatar address={account.address} />
          <button type="button" className="foyer-address" onClick={copy} title={account.address}>
            <span data-testid="account-address">{account.profileName ?? truncateAddress(account.address)}</span>
            <span className="foyer-visually-hidden">, copy address</span>
            <CopyIcon />
          </button>
          <p className="foyer-balance" data-testid="account-balance">
            {account.balanceLoading && account.balance === undefined
              ? 'Loading balance…'
              : `${formatAmount(account.balance ?? '0')} ${account.balanceSymbol ?? network.nativeCurrency.symbol}`}
            {account.tokenBalance.length > 0 && ` · ${formatFiat(totalFiatValue(account.tokenBalance))}`}
          </p>
          <div style={{ display: 'flex', gap: 8, marginTop: 6 }}>
            <button
              type="button"
              className="foyer-chip"
              onClick={() => client.push('Networks')}
              onPointerEnter={() => preloadView('Networks')}
            >
              <NetworkImage network={network} />
              {network.name}
              <span className="foyer-visually-hidden">, switch network</span>
            </button>
            {account.addressExplorerUrl && (
              <a className="foyer-chip" href={account.addressExplorerUrl} target="_blank" rel="noreferrer noopener" style={{ textDecoration: 'none', paddingLeft: 12 }}>
                Explorer <ExternalIcon />
              </a>
            )}
          </div>
        </div>
        <AccountTabs tab={account.currentTab} onTab={setTab} tokens={account.tokenBalance} loading={account.balanceLoading} />
      </div>
      <DisconnectFooter />
    </>
  )
}
