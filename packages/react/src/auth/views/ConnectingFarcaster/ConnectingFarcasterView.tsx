import { AUTH_MESSAGES, authErrorTexts, localizeText, SNACKBARS, socialTexts } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { CopyIcon, ExternalIcon } from '../../../components/icons/icons.tsx'
import { SocialIcon } from '../../../components/icons/socialIcons.tsx'
import { useFoyerInstance } from '../../../context.ts'
import { useMessages } from '../../../hooks/useMessages.ts'
import { useStore } from '../../../hooks/useStore.ts'
import { QrCode } from '../../../views/ConnectingWalletConnect/QrCode.tsx'
import { useLoadingRingStyles } from '../../../components/LoadingRing/LoadingRingStyles.ts'
import { useSocialBadgeStyles } from '../../../components/SocialBadge/SocialBadgeStyles.ts'
import { useQrStyles } from '../../../views/ConnectingWalletConnect/QrStyles.ts'

/**
 * Sign In With Farcaster: the frame's URL as a QR code for the Farcaster app on a phone, a copy
 * button and a link that opens it on this device; the login finishes here once the app signed.
 */
export default function ConnectingFarcasterView() {
  useLoadingRingStyles()
  useSocialBadgeStyles()
  useQrStyles()
  const { client } = useFoyerInstance()
  const url = useStore(client.ctx.chains, (state) => state.chains.eip155?.accountState.farcasterUrl)
  const [round, setRound] = useState(0)
  const [error, setError] = useState<string>()
  const m = useMessages(socialTexts)
  const errors = useMessages(authErrorTexts)

  useEffect(() => {
    const controller = new AbortController()
    setError(undefined)
    client.auth.loginWithFarcaster(controller.signal).catch((failure: unknown) => {
      if (!controller.signal.aborted) setError((failure as Error)?.message || m.farcasterFailed)
    })
    return () => controller.abort()
  }, [client, round])

  async function copy() {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      client.ctx.snackbar.success(SNACKBARS.LINK_COPIED)
    } catch {
      client.ctx.snackbar.error(SNACKBARS.SOMETHING_WENT_WRONG)
    }
  }

  if (error) {
    return (
      <div className="foyer-body">
        <div className="foyer-center">
          <div className="foyer-loading-ring" data-state="error">
            <span className="foyer-social-badge" aria-hidden="true">
              <SocialIcon provider="farcaster" />
            </span>
          </div>
          <h3>{m.loginFailed}</h3>
          <p role="alert">{localizeText(AUTH_MESSAGES, errors, error)}</p>
          <button type="button" className="foyer-button" data-variant="secondary" onClick={() => setRound((n) => n + 1)} style={{ marginTop: 8 }}>
            {m.tryAgain}
          </button>
        </div>
      </div>
    )
  }

  return (
    <div className="foyer-body">
      <div className="foyer-center foyer-wc">
        {url ? (
          <QrCode
            key={url}
            value={url}
            label={m.farcasterQrLabel}
            logo={
              <span className="foyer-wallet-image" style={{ color: '#141414', background: '#fff' }}>
                <SocialIcon provider="farcaster" />
              </span>
            }
          />
        ) : (
          <div className="foyer-qr" data-loading="true" role="status" aria-label={m.preparingQr}>
            <span className="foyer-spinner" />
          </div>
        )}
        <p>{m.farcasterScan}</p>
        <div className="foyer-wc-actions">
          {url && (
            <a className="foyer-button" data-block="true" href={url} target="_blank" rel="noreferrer noopener">
              {m.openFarcaster}
              <ExternalIcon />
            </a>
          )}
          <button type="button" className="foyer-button" data-variant="secondary" data-block="true" onClick={copy} disabled={!url}>
            <CopyIcon />
            {m.copyLink}
          </button>
        </div>
      </div>
    </div>
  )
}
