import { accountTexts, formatAmount, formatFiat, SNACKBARS, totalFiatValue, truncateAddress, type AccountTab } from '@foyer/core/internal'
import { Avatar } from '../../components/Avatar/Avatar.tsx'
import { ChevronIcon, CopyIcon, ExternalIcon, MailIcon } from '../../components/icons/icons.tsx'
import { DisconnectFooter } from '../../components/DisconnectFooter/DisconnectFooter.tsx'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { usePreloadView } from '../preloadView.ts'
import { AccountTabs } from './AccountTabs.tsx'
import { useAccountStyles } from './AccountStyles.ts'

/** The connected account: address, balance, network, and the Tokens / NFTs / Activity tabs. */
export default function AccountView() {
  useAccountStyles()
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const { ctx } = client
  const chain = useStore(ctx.chains, (state) => (state.activeNamespace ? state.chains[state.activeNamespace] : undefined))
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  const m = useMessages(accountTexts)
  if (!account?.address || !network) return <p className="foyer-empty">{m.noAccount}</p>

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.address!)
      ctx.snackbar.success(SNACKBARS.ADDRESS_COPIED)
    } catch {
      ctx.snackbar.error(SNACKBARS.SOMETHING_WENT_WRONG)
    }
  }
  const setTab = (tab: AccountTab) => ctx.chains.patchAccount(chain.namespace, { currentTab: tab })
  // The embedded wallet shows who logged in (the email, or the social username) and signs out.
  const embedded = account.connectedWalletInfo?.type === 'AUTH'
  const login = embedded ? account.user?.email || account.user?.username : undefined

  return (
    <>
      <div className="foyer-body">
        <div className="foyer-center" style={{ paddingTop: 4, gap: 6 }}>
          <Avatar address={account.address} />
          <button type="button" className="foyer-address" onClick={copy} title={account.address}>
            <span data-testid="account-address">{account.profileName ?? truncateAddress(account.address)}</span>
            <span className="foyer-visually-hidden">{m.copyAddress}</span>
            <CopyIcon />
          </button>
          {login && (
            <p className="foyer-login-id" data-testid="account-login">
              {login}
            </p>
          )}
          <p className="foyer-balance" data-testid="account-balance">
            {/* A restoring account's balance is not known until the wallet confirms it: never a made-up 0. */}
            {(account.balanceLoading || account.restoring) && account.balance === undefined
              ? m.loadingBalance
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
              <span className="foyer-visually-hidden">{m.switchNetwork}</span>
            </button>
            {account.addressExplorerUrl && (
              <a className="foyer-chip" href={account.addressExplorerUrl} target="_blank" rel="noreferrer noopener" style={{ textDecoration: 'none', paddingLeft: 12 }}>
                {m.explorer} <ExternalIcon />
              </a>
            )}
          </div>
        </div>
        {embedded && account.user?.email && !account.socialProvider && (
          <button
            type="button"
            className="foyer-row"
            style={{ marginTop: 14, minHeight: 48 }}
            onClick={() => client.push('UpdateEmailWallet')}
            onPointerEnter={() => preloadView('UpdateEmailWallet')}
          >
            <span className="foyer-wallet-image" style={{ width: 32, height: 32, borderRadius: 10 }}>
              <MailIcon />
            </span>
            <span className="foyer-row-name">{m.updateEmail}</span>
            <ChevronIcon />
          </button>
        )}
        <AccountTabs tab={account.currentTab} onTab={setTab} tokens={account.tokenBalance} loading={account.balanceLoading} />
      </div>
      <DisconnectFooter label={embedded ? m.signOut : m.disconnect} />
    </>
  )
}
