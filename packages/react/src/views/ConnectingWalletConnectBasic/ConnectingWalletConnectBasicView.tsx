import { shellTexts, shellTitles, walletTexts } from '@foyer/core/internal'
import { GridIcon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { WalletRow } from '../Connect/WalletRow.tsx'
import ConnectingWalletConnectView from '../ConnectingWalletConnect/ConnectingWalletConnectView.tsx'
import { usePreloadView } from '../preloadView.ts'

/**
 * The opening view of an app without chain adapters (spec §2): the WalletConnect QR code at once,
 * and the wallet list for visitors who would rather pick their wallet by name.
 */
export default function ConnectingWalletConnectBasicView() {
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const m = useMessages(walletTexts)
  const shell = useMessages(shellTexts)
  const titles = useMessages(shellTitles)
  return (
    <>
      <ConnectingWalletConnectView data={{ title: titles.ConnectingWalletConnectBasic }} />
      {client.options.features.allWallets && (
        <div className="foyer-body" style={{ paddingTop: 0 }}>
          <ul className="foyer-list" aria-label={m.moreWallets}>
            <WalletRow
              name={shell.connect.allWallets}
              icon={
                <span className="foyer-wallet-image">
                  <GridIcon />
                </span>
              }
              onIntent={() => preloadView('AllWallets')}
              onSelect={() => client.push('AllWallets')}
            />
          </ul>
        </div>
      )}
    </>
  )
}
