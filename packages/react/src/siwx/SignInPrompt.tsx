import { cancelSiwx, fillMessage, isUserRejection, siwxRequired, siwxTexts, truncateAddress } from '@foyer/core/internal'
import { useState } from 'react'
import { WalletImage } from '../components/WalletImage/WalletImage.tsx'
import { useFoyerInstance } from '../context.ts'
import { useActiveChain } from '../hooks/useActiveChain.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useStore } from '../hooks/useStore.ts'
import { useSiwxStyles } from './SiwxStyles.ts'

export interface SignInPromptProps {
  /** Where the message to sign shows: the wallet's own window, or Foyer's secure frame (the embedded wallet). */
  where: 'wallet' | 'frame'
}

/**
 * The sign-in request (spec §4): the app and the wallet, the account that signs in, what signing
 * is, and Sign in / Cancel. Signing stores the session and closes the modal (core's SIWX actions);
 * a refusal says 'Signature declined' (a snackbar) and leaves the visitor here to try again or
 * cancel; Cancel disconnects when the host requires signing in, else closes. While signing is
 * required and no session exists, Close is refused: the modal shakes and this view says why.
 */
export function SignInPrompt({ where }: SignInPromptProps) {
  useSiwxStyles()
  const { client } = useFoyerInstance()
  const m = useMessages(siwxTexts)
  const chain = useActiveChain()
  const wallet = chain?.accountState.connectedWalletInfo
  const signing = useStore(client.ctx.siwx, (state) => state.status === 'signing')
  const refused = useStore(client.ctx.modal, (state) => state.shake)
  const [failed, setFailed] = useState(false)
  const required = siwxRequired(client.options.siwx)
  const app = client.options.metadata?.name ?? (typeof location === 'undefined' ? '' : location.host)
  const address = chain?.accountState.address

  const signIn = () => {
    setFailed(false)
    client.siwx.signIn().catch((error: unknown) => {
      // A refusal is the visitor's own answer (the snackbar says 'Signature declined'); anything else failed.
      if (!isUserRejection(error)) setFailed(true)
    })
  }

  return (
    <div className="foyer-body">
      <div className="foyer-center foyer-siwx">
        <div className="foyer-siwx-images" aria-hidden="true">
          <WalletImage src={client.options.metadata?.icons?.[0]} name={app} size="lg" />
          <WalletImage src={wallet?.icon} name={wallet?.name ?? ''} size="lg" />
        </div>
        <h3 id="foyer-siwx-heading">{fillMessage(m.heading, { app })}</h3>
        <p>
          {m.whatItIs} {where === 'frame' ? m.inFrame : m.inWallet}
        </p>
        {address && (
          <p className="foyer-siwx-account">
            <span>{m.account}</span>{' '}
            <span className="foyer-siwx-address" title={address}>
              {truncateAddress(address)}
            </span>
          </p>
        )}
        {required && <p className="foyer-siwx-note">{m.cancelDisconnects}</p>}
        {failed && (
          <p role="alert" className="foyer-siwx-error">
            {m.failed}
          </p>
        )}
        {refused && required && (
          <p className="foyer-visually-hidden" role="alert">
            {fillMessage(m.required, { app })}
          </p>
        )}
      </div>
      <div className="foyer-siwx-actions">
        <button type="button" className="foyer-button" data-variant="secondary" onClick={() => void cancelSiwx(client.ctx)}>
          {m.cancel}
        </button>
        <button type="button" className="foyer-button" data-autofocus aria-describedby="foyer-siwx-heading" disabled={signing || !address} onClick={signIn}>
          {signing ? m.signing : m.sign}
        </button>
      </div>
    </div>
  )
}
