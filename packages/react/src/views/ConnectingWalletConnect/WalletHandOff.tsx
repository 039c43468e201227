import { fillMessage, walletTexts } from '@foyer/core/internal'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { AttemptStatus } from '../../components/AttemptStatus/AttemptStatus.tsx'
import { CopyIcon, ExternalIcon } from '../../components/icons/icons.tsx'
import { QrCode } from '../../components/QrCode/QrCode.tsx'
import { useMessages } from '../../hooks/useMessages.ts'

export interface WalletHandOffProps {
  /** The wallet picked; none for WalletConnect itself, whose link (the `wc:` URI) the phone offers to its wallet apps. */
  wallet?: string
  image: ReactNode
  /** The wallet's link carrying the pairing URI; absent while the pairing is prepared. */
  href: string | undefined
  /** The pairing URI, for the QR code and Copy link. */
  uri: string | undefined
  onCopy: () => void
  /** Under it all (where to get the wallet). */
  children?: ReactNode
}

/**
 * On a phone, connecting a wallet app on the same phone: "Continue in <wallet>" with the wallet's
 * link as the way there, and the QR code (for a wallet on another device) and Copy link behind it.
 * A universal link opens in a new tab, so this view is where the visitor left it when they come back.
 * Without a wallet picked it is "Continue in your wallet app", opening the pairing URI itself.
 */
export function WalletHandOff({ wallet, image, href, uri, onCopy, children }: WalletHandOffProps) {
  const m = useMessages(walletTexts)
  const [qrShown, setQrShown] = useState(false)
  const qrId = useId()
  const qr = useRef<HTMLDivElement>(null)
  // The QR code opens under the buttons, below the fold on a small phone: bring it into sight.
  useEffect(() => {
    if (qrShown) qr.current?.scrollIntoView?.({ block: 'nearest' })
  }, [qrShown])
  const universal = href !== undefined && /^https?:\/\//i.test(href)
  const words = wallet
    ? { title: fillMessage(m.continueIn, { wallet }), detail: fillMessage(m.handOffDetail, { wallet }), open: fillMessage(m.openWallet, { wallet }), qr: fillMessage(m.qrLabel, { wallet }) }
    : { title: m.continueInAnyWallet, detail: m.handOffDetailAnyWallet, open: m.openAnyWallet, qr: m.qrLabelAnyWallet }
  return (
    <AttemptStatus image={image} failed={false} title={words.title} detail={words.detail} pendingRole="status">
      <div className="foyer-wc-actions">
        {href ? (
          <a className="foyer-button" data-block="true" href={href} target={universal ? '_blank' : undefined} rel="noreferrer noopener">
            {words.open}
            <ExternalIcon />
          </a>
        ) : (
          <button type="button" className="foyer-button" data-block="true" disabled>
            {words.open}
          </button>
        )}
        <button type="button" className="foyer-button" data-variant="secondary" data-block="true" aria-expanded={qrShown} aria-controls={qrId} onClick={() => setQrShown((shown) => !shown)}>
          {m.showQrCode}
        </button>
        <button type="button" className="foyer-button" data-variant="secondary" data-block="true" onClick={onCopy} disabled={!uri}>
          <CopyIcon />
          {m.copyLink}
        </button>
      </div>
      <div id={qrId} ref={qr} className="foyer-center" hidden={!qrShown}>
        {qrShown && uri && <QrCode key={uri} value={uri} label={words.qr} logo={image} />}
        {qrShown && <p>{m.handOffQrHint}</p>}
      </div>
      {children}
    </AttemptStatus>
  )
}
