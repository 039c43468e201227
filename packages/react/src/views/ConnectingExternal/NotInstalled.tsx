import { fillMessage, walletGuideTexts, walletTexts, type CustomWallet, type WalletListing } from '@foyer/core/internal'
import { ExternalIcon } from '../../components/icons/icons.tsx'
import { WalletDownloadLinks } from '../../components/WalletDownloads/WalletDownloadLinks.tsx'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'
import { useMessages } from '../../hooks/useMessages.ts'

export interface NotInstalledProps {
  listing: WalletListing | CustomWallet
  imageUrl?: string
  /** "<wallet> is not installed" where connecting led here; "Get <wallet>" where the visitor asked for it. */
  heading?: 'notInstalled' | 'get'
}

/**
 * A wallet that this browser does not have: "Get <wallet>" and where (its extensions, apps, desktop
 * download, website), and its web app when it has one. Also the WalletDownloads view's body.
 */
export function NotInstalled({ listing, imageUrl, heading = 'notInstalled' }: NotInstalledProps) {
  const m = useMessages(walletTexts)
  const g = useMessages(walletGuideTexts)
  const wallet = listing.name
  const webApp = listing.webapp_link && /^https:\/\//.test(listing.webapp_link) ? listing.webapp_link : undefined
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <WalletImage src={imageUrl} name={wallet} size="lg" />
        <h3>{heading === 'get' ? fillMessage(g.getTitle, { wallet }) : fillMessage(m.notInstalled, { wallet })}</h3>
        <p>{fillMessage(g.getHint, { wallet })}</p>
        <WalletDownloadLinks wallet={wallet} listing={listing} />
        {webApp && (
          <a className="foyer-button" data-variant="secondary" data-block="true" href={webApp} target="_blank" rel="noreferrer noopener" style={{ textDecoration: 'none', marginTop: 8 }}>
            {m.openWebApp}
            <ExternalIcon />
          </a>
        )}
      </div>
    </div>
  )
}
