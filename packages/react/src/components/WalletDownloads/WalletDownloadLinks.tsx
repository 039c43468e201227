import { fillMessage, walletDownloads, walletGuideTexts, type WalletDownloadFields } from '@foyer/core/internal'
import { ExternalIcon } from '../icons/icons.tsx'
import { useMessages } from '../../hooks/useMessages.ts'
import { DownloadIcon } from './downloadIcons.tsx'
import { useWalletDownloadsStyles } from './WalletDownloadsStyles.ts'

/**
 * Where to get a wallet: one link per store page the listing names (its extensions, apps, desktop
 * download, website), this device's first. Each opens in a new tab, so the modal stays as it was.
 */
export function WalletDownloadLinks({ wallet, listing }: { wallet: string; listing: WalletDownloadFields }) {
  useWalletDownloadsStyles()
  const m = useMessages(walletGuideTexts)
  const downloads = walletDownloads(listing, typeof navigator === 'undefined' ? '' : navigator.userAgent)
  if (downloads.length === 0) return <p className="foyer-empty">{m.noDownloads}</p>
  return (
    <ul className="foyer-list foyer-downloads" aria-label={fillMessage(m.downloads, { wallet })}>
      {downloads.map((download) => (
        <li key={download.kind}>
          <a className="foyer-row foyer-download" href={download.url} target="_blank" rel="noreferrer noopener">
            <span className="foyer-download-icon">
              <DownloadIcon kind={download.kind} />
            </span>
            <span className="foyer-row-name">{m[download.kind]}</span>
            <span className="foyer-visually-hidden">{m.opensInNewTab}</span>
            <ExternalIcon />
          </a>
        </li>
      ))}
    </ul>
  )
}
