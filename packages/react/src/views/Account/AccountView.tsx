import { accountTexts, truncateAddress, type AccountTab } from '@foyer/core/internal'
import { Avatar } from '../../components/Avatar/Avatar.tsx'
import { ChevronIcon, CopyIcon, ExternalIcon, MailIcon } from '../../components/icons/icons.tsx'
import { DisconnectFooter } from '../../components/DisconnectFooter/DisconnectFooter.tsx'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { usePreloadView } from '../preloadView.ts'
import { AccountBalance } from './AccountBalance.tsx'
import { AccountTabs } from './AccountTabs.tsx'
import { AccountTypeTag, SwitchAccountTypeRow } from './AccountType.tsx'
import { ConnectedWith } from './ConnectedWith.tsx'
import { useAccountStyles } from './AccountStyles.ts'
import { RegisterNameOffer } from './RegisterNameOffer.tsx'
import { useCopyAddress } from './useCopyAddress.ts'
import { WalletFeatureRow } from './WalletFeatureRow.tsx'

/** The connected account: address, what it is connected with, balance, network, and the Tokens / NFTs / Activity tabs. */
export default function AccountView() {
  useAccountStyles()
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const { ctx } = client
  const chain = useStore(ctx.chains, (state) => (state.activeNamespace ? state.chains[state.activeNamespace] : undefined))
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  const m = useMessages(accountTexts)
  const copy = useCopyAddress(account?.address)
  if (!account?.address || !network) return <p className="foyer-empty">{m.noAccount}</p>

  const setTab = (tab: AccountTab) => ctx.chains.patchAccount(chain.namespace, { currentTab: tab })
  // The embedded wallet signs out rather than disconnects.
  const embedded = account.connectedWalletInfo?.type === 'AUTH'

  return (
    <>
      <div className="foyer-body">
        <div className="foyer-center" style={{ paddingTop: 4, gap: 6 }}>
          <Avatar address={account.address} image={account.profileImage} />
          <button type="button" className="foyer-address" onClick={copy} title={account.address}>
            <span data-testid="account-address">{account.profileName ?? truncateAddress(account.address)}</span>
            <span className="foyer-visually-hidden">{m.copyAddress}</span>
            <CopyIcon />
          </button>
          <RegisterNameOffer namespace={chain.namespace} account={account} />
          <ConnectedWith account={account} />
          <AccountTypeTag namespace={chain.namespace} account={account} />
          <AccountBalance account={account} symbol={account.balanceSymbol ?? network.nativeCurrency.symbol} onRetry={() => void client.retryBalances(chain.namespace)} />
          <div style={{ display: 'flex', gap: 8, marginTop: 6 }}>
            <button type="button" className="foyer-chip" onClick={() => client.push('Networks')} onPointerEnter={() => preloadView('Networks')}>
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
          <button type="button" className="foyer-row" style={{ marginTop: 14, minHeight: 48 }} onClick={() => client.push('UpdateEmailWallet')} onPointerEnter={() => preloadView('UpdateEmailWallet')}>
            <span className="foyer-wallet-image" style={{ width: 32, height: 32, borderRadius: 10 }}>
              <MailIcon />
            </span>
            <span className="foyer-row-name">{m.updateEmail}</span>
            <ChevronIcon />
          </button>
        )}
        <SwitchAccountTypeRow namespace={chain.namespace} account={account} />
        <WalletFeatureRow namespace={chain.namespace} />
        <AccountTabs tab={account.currentTab} onTab={setTab} account={account} networkName={network.name} />
      </div>
      <DisconnectFooter label={embedded ? m.signOut : m.disconnect} />
    </>
  )
}
