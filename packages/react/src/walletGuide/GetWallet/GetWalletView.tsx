import { walletGuideTexts } from '@foyer/core/internal'
import { listingImageUrl } from '../../components/WalletImage/listingImage.ts'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { WalletRow } from '../../views/Connect/WalletRow.tsx'
import { usePreloadView } from '../../views/preloadView.ts'
import { useWalletGuideStyles } from '../WalletGuideStyles.ts'
import { useWalletsToGet } from './useWalletsToGet.ts'

/** Wallets to get: each leads to where to get it (its extensions, apps, desktop download, website). */
export default function GetWalletView() {
  useWalletGuideStyles()
  const { client } = useFoyerInstance()
  const connectors = useStore(client.ctx.connectors)
  const preloadView = usePreloadView()
  const m = useMessages(walletGuideTexts)
  const wallets = useWalletsToGet()
  return (
    <div className="foyer-body">
      <p className="foyer-guide-intro">{m.pickWallet}</p>
      {wallets.state === 'loading' && (
        <div className="foyer-center">
          <span className="foyer-spinner" role="progressbar" aria-label={m.loadingWallets} />
        </div>
      )}
      {wallets.state === 'failed' && (
        <div className="foyer-center" role="alert">
          <p>{m.listFailed}</p>
          <button type="button" className="foyer-button" data-variant="secondary" onClick={wallets.retry}>
            {m.tryAgain}
          </button>
        </div>
      )}
      {wallets.state === 'loaded' && (
        <ul className="foyer-list" aria-label={m.wallets}>
          {wallets.wallets.map((listing) => (
            <WalletRow
              key={listing.id}
              name={listing.name}
              imageUrl={listingImageUrl(listing, connectors, client.ctx.registry.walletImageUrl)}
              onIntent={() => preloadView('WalletDownloads')}
              onSelect={() => client.push('WalletDownloads', { listing })}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
