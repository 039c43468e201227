import { AUTH_MESSAGES, authErrorTexts, emailTexts, localizeText } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { ShieldIcon } from '../../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../../context.ts'
import { useMessages } from '../../../hooks/useMessages.ts'
import { messageNodes } from '../../../components/MessageNodes/messageNodes.tsx'
import type { ViewProps } from '../../../views/viewTypes.ts'
import { useFormStyles } from '../../../components/Form/FormStyles.ts'
import { useSocialBadgeStyles } from '../../../components/SocialBadge/SocialBadgeStyles.ts'

/**
 * A login from a browser the email has not used before (VERIFY_DEVICE): the visitor approves it from
 * the link in the mail, and the login goes on here by itself (the frame is asked again and again).
 */
export default function EmailVerifyDeviceView({ data }: ViewProps<'EmailVerifyDevice'>) {
  useFormStyles()
  useSocialBadgeStyles()
  const { email } = data
  const { client } = useFoyerInstance()
  const [round, setRound] = useState(0)
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const m = useMessages(emailTexts)
  const errors = useMessages(authErrorTexts)

  useEffect(() => {
    const controller = new AbortController()
    setError(undefined)
    client.auth.waitForDeviceApproval(email, controller.signal).catch((failure: unknown) => {
      if (!controller.signal.aborted) setError((failure as Error)?.message || m.approvalCheckFailed)
    })
    return () => controller.abort()
  }, [client, email, round])

  async function resend() {
    setNotice(undefined)
    try {
      await client.auth.resendEmail(email)
      setNotice(m.linkSentAgain)
    } catch (failure) {
      setError((failure as Error)?.message)
    }
  }

  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <span className="foyer-social-badge" aria-hidden="true">
          <ShieldIcon />
        </span>
        <h3>{m.registerDevice}</h3>
        <p>{messageNodes(m.linkSentTo, { email: <strong>{email}</strong> })}</p>
        {error ? (
          <>
            <p className="foyer-field-error" role="alert">
              {localizeText(AUTH_MESSAGES, errors, error)}
            </p>
            <button type="button" className="foyer-button" data-variant="secondary" onClick={() => setRound((n) => n + 1)}>
              {m.tryAgain}
            </button>
          </>
        ) : (
          <span className="foyer-status" role="status">
            <span className="foyer-spinner" style={{ width: 14, height: 14 }} aria-hidden="true" />
            {m.waitingForApproval}
          </span>
        )}
        {notice && (
          <p className="foyer-status" role="status">
            {notice}
          </p>
        )}
        <p className="foyer-status">
          {m.noEmail}
          <button type="button" className="foyer-link-button" onClick={resend}>
            {m.resendLink}
          </button>
        </p>
      </div>
    </div>
  )
}
