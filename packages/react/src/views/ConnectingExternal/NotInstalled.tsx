import { fillMessage, walletTexts, type CustomWallet, type WalletListing } from '@foyer/core/internal'
import { ExternalIcon } from '../../components/icons/icons.tsx'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'
import { useMessages } from '../../hooks/useMessages.ts'

/** A wallet from the registry that this browser does not have: where to get it. */
export function NotInstalled({ listing, imageUrl }: { listing: WalletListing | CustomWallet; imageUrl?: string }) {
  const m = useMessages(walletTexts)
  const wallet = listing.name
  const links = [
    { label: fillMessage(m.getWallet, { wallet }), href: listing.homepage },
    { label: m.openWebApp, href: listing.webapp_link },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href) && /^https:\/\//.test(link.href!))
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <WalletImage src={imageUrl} name={listing.name} size="lg" />
        <h3>{fillMessage(m.notInstalled, { wallet })}</h3>
        <p>{fillMessage(m.installHint, { wallet })}</p>
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
