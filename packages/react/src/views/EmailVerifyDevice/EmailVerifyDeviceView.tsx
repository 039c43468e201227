import { useEffect, useState } from 'react'
import { ShieldIcon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import type { ViewProps } from '../viewTypes.ts'

/**
 * A login from a browser the email has not used before (VERIFY_DEVICE): the visitor approves it from
 * the link in the mail, and the login goes on here by itself (the frame is asked again and again).
 */
export default function EmailVerifyDeviceView({ data }: ViewProps<'EmailVerifyDevice'>) {
  const { email } = data
  const { client } = useFoyerInstance()
  const [round, setRound] = useState(0)
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()

  useEffect(() => {
    const controller = new AbortController()
    setError(undefined)
    client.auth.waitForDeviceApproval(email, controller.signal).catch((failure: unknown) => {
      if (!controller.signal.aborted) setError((failure as Error)?.message || 'The approval could not be checked.')
    })
    return () => controller.abort()
  }, [client, email, round])

  async function resend() {
    setNotice(undefined)
    try {
      await client.auth.resendEmail(email)
      setNotice('We sent the link again.')
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
        <h3>Register this device</h3>
        <p>
          We sent a link to <strong>{email}</strong>. Open it to approve this browser; the login continues here by itself.
        </p>
        {error ? (
          <>
            <p className="foyer-field-error" role="alert">
              {error}
            </p>
            <button type="button" className="foyer-button" data-variant="secondary" onClick={() => setRound((n) => n + 1)}>
              Try again
            </button>
          </>
        ) : (
          <span className="foyer-status" role="status">
            <span className="foyer-spinner" style={{ width: 14, height: 14 }} aria-hidden="true" />
            Waiting for your approval…
          </span>
        )}
        {notice && (
          <p className="foyer-status" role="status">
            {notice}
          </p>
        )}
        <p className="foyer-status">
          No email?
          <button type="button" className="foyer-link-button" onClick={resend}>
            Resend link
          </button>
        </p>
      </div>
    </div>
  )
}
