import { OtpForm } from '../../components/OtpForm/OtpForm.tsx'
import { MailIcon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import type { ViewProps } from '../viewTypes.ts'

/** The 6-digit code of an email login (VERIFY_OTP): the code connects the account. */
export default function EmailVerifyOtpView({ data }: ViewProps<'EmailVerifyOtp'>) {
  const { email } = data
  const { client } = useFoyerInstance()
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <span className="foyer-social-badge" aria-hidden="true">
          <MailIcon />
        </span>
        <h3>Check your email</h3>
        <p>
          Enter the 6-digit code we sent to <strong>{email}</strong>
        </p>
        <OtpForm label="6-digit code from the email" onSubmit={(otp) => client.auth.submitEmailOtp(otp)} onResend={() => client.auth.resendEmail(email)} />
      </div>
    </div>
  )
}
