import { AUTH_MESSAGES, authErrorTexts, localizeText, socialTexts } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { CopyIcon, ExternalIcon } from '../../../components/icons/icons.tsx'
import { SocialIcon } from '../../../components/icons/socialIcons.tsx'
import { useFoyerInstance } from '../../../context.ts'
import { useMessages } from '../../../hooks/useMessages.ts'
import { useStore } from '../../../hooks/useStore.ts'
import { QrCode } from '../../../components/QrCode/QrCode.tsx'
import { AttemptStatus } from '../../../components/AttemptStatus/AttemptStatus.tsx'
import { copyLink } from '../../../components/copyLink.ts'
import { useSocialBadgeStyles } from '../../../components/SocialBadge/SocialBadgeStyles.ts'
import { useQrStyles } from '../../../components/QrCode/QrStyles.ts'

/**
 * Sign In With Farcaster: the frame's URL as a QR code for the Farcaster app on a phone, a copy
 * button and a link that opens it on this device; the login finishes here once the app signed.
 */
export default function ConnectingFarcasterView() {
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

  const copy = () => url && copyLink(client, url)

  if (error) {
    return (
      <AttemptStatus
        image={
          <span className="foyer-social-badge" aria-hidden="true">
            <SocialIcon provider="farcaster" />
          </span>
        }
        failed
        title={m.loginFailed}
        detail={localizeText(AUTH_MESSAGES, errors, error)}
        retry={{ label: m.tryAgain, onClick: () => setRound((n) => n + 1) }}
      />
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
