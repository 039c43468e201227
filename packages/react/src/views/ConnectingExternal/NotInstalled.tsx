import type { CustomWallet, WalletListing } from '@foyer/core'
import { ExternalIcon } from '../../components/icons/icons.tsx'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'

/** A wallet from the registry that this browser does not have: where to get it. */
export function NotInstalled({ listing, imageUrl }: { listing: WalletListing | CustomWallet; imageUrl?: string }) {
  const links = [
    { label: `Get ${listing.name}`, href: listing.homepage },
    { label: 'Open the web app', href: listing.webapp_link },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href) && /^https:\/\//.test(link.href!))
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <WalletImage src={imageUrl} name={listing.name} size="lg" />
        <h3>{listing.name} is not installed</h3>
        <p>Install the {listing.name} browser extension or app, then come back and choose it again.</p>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%', marginTop: 8 }}>
          {links.map((link) => (
            <a key={link.href} className="foyer-button" data-variant="secondary" data-block="true" href={link.href} target="_blank" rel="noreferrer noopener" style={{ textDecoration: 'none' }}>
              {link.label}
              <ExternalIcon />
            </a>
          ))}
        </div>
      </div>
    </div>
  )
}
