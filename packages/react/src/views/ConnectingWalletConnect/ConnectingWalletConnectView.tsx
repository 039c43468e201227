import { fillMessage, isMobileBrowser, localizeText, openWalletLink, preferredWalletLink, walletLink, walletTexts } from '@foyer/core/internal'
import { useEffect, useRef } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { CopyIcon, ExternalIcon } from '../../components/icons/icons.tsx'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'
import type { ViewProps } from '../viewTypes.ts'
import { QrCode } from '../../components/QrCode/QrCode.tsx'
import { usePairingConnection } from './usePairingConnection.ts'
import { AttemptStatus } from '../../components/AttemptStatus/AttemptStatus.tsx'
import { copyLink } from '../../components/copyLink.ts'
import { useQrStyles } from '../../components/QrCode/QrStyles.ts'
import { GetWalletPrompt } from '../../walletGuide/GetWalletPrompt.tsx'
import { WalletHandOff } from './WalletHandOff.tsx'

/**
 * Connecting through WalletConnect. On a desktop: a QR code of the pairing URI for a phone's
 * wallet, a copy button, and the picked wallet's own link. On a phone, for a wallet with a link
 * there: the hand-off to that app (WalletHandOff), which opens at once and again on Try again.
 */
export default function ConnectingWalletConnectView({ data }: ViewProps<'ConnectingWalletConnect'>) {
  useQrStyles()
  const { listing } = data
  const { client } = useFoyerInstance()
  const connector = useStore(client.ctx.connectors, (all) => all.find((c) => c.type === 'WALLET_CONNECT'))
  const { attempt, pairing, retry } = usePairingConnection(connector)
  const m = useMessages(walletTexts)
  const isMobile = isMobileBrowser()
  const link = listing ? preferredWalletLink(listing, isMobile) : undefined
  const href = link && pairing ? walletLink(link.link, pairing.uri) : undefined
  const imageUrl = listing ? ('image_id' in listing ? client.ctx.registry.walletImageUrl(listing.image_id) : listing.image_url) : undefined

  // On a phone, picking a wallet (or Try again) opens it directly with the pairing, once per URI.
  const opened = useRef<string>(undefined)
  useEffect(() => {
    if (!isMobile || link?.kind !== 'mobile' || !href || opened.current === href) return
    opened.current = href
    openWalletLink(href)
  }, [isMobile, link, href])

  if (!connector) return <p className="foyer-empty">{m.walletConnectUnavailable}</p>

  const copy = () => pairing && copyLink(client, pairing.uri)
  const image = <WalletImage src={imageUrl ?? connector.imageUrl} name={listing?.name ?? connector.name} size="lg" />

  if (attempt.state !== 'pairing') {
    return (
      <AttemptStatus
        image={image}
        failed
        title={attempt.state === 'declined' ? m.declined : m.failed}
        detail={attempt.state === 'declined' ? m.declinedDetail : localizeText(walletTexts.en, m, attempt.message)}
        retry={{ label: m.tryAgain, onClick: retry }}
      />
    )
  }

  // WalletConnect itself on a phone: its link is the pairing URI, which the phone offers to the wallet apps it has.
  if (isMobile && !listing) return <WalletHandOff image={image} href={pairing?.uri} uri={pairing?.uri} onCopy={copy} />
  if (isMobile && listing && link) {
    return (
      <WalletHandOff wallet={listing.name} image={image} href={href} uri={pairing?.uri} onCopy={copy}>
        <GetWalletPrompt listing={listing} />
      </WalletHandOff>
    )
  }

  return (
    <div className="foyer-body">
      <div className="foyer-center foyer-wc">
        {pairing ? (
          <QrCode
            key={pairing.uri}
            value={pairing.uri}
            label={listing ? fillMessage(m.qrLabel, { wallet: listing.name }) : m.qrLabelAnyWallet}
            logo={<WalletImage src={imageUrl ?? connector.imageUrl} name={listing?.name ?? connector.name} />}
          />
        ) : (
          <div className="foyer-qr" data-loading="true" role="status" aria-label={m.preparingQr}>
            <span className="foyer-spinner" />
          </div>
        )}
        <p>{listing ? fillMessage(m.scanWith, { wallet: listing.name }) : m.scanWithAnyWallet}</p>
        <div className="foyer-wc-actions">
          {href && link && (
            <a className="foyer-button" data-block="true" href={href} target={link.kind === 'webapp' ? '_blank' : undefined} rel="noreferrer noopener">
              {fillMessage(m.openWallet, { wallet: listing!.name })}
              <ExternalIcon />
            </a>
          )}
          <button type="button" className="foyer-button" data-variant="secondary" data-block="true" onClick={copy} disabled={!pairing}>
            <CopyIcon />
            {m.copyLink}
          </button>
        </div>
        {listing && <GetWalletPrompt listing={listing} />}
      </div>
    </div>
  )
}
