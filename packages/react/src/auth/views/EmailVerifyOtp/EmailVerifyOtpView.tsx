import { emailTexts } from '@foyer/core/internal'
import { OtpForm } from '../../../components/OtpForm/OtpForm.tsx'
import { MailIcon } from '../../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../../context.ts'
import { useMessages } from '../../../hooks/useMessages.ts'
import { messageNodes } from '../../../components/MessageNodes/messageNodes.tsx'
import type { ViewProps } from '../../../views/viewTypes.ts'
import { useSocialBadgeStyles } from '../../../components/SocialBadge/SocialBadgeStyles.ts'

/** The 6-digit code of an email login (VERIFY_OTP): the code connects the account. */
export default function EmailVerifyOtpView({ data }: ViewProps<'EmailVerifyOtp'>) {
  useSocialBadgeStyles()
  const { email } = data
  const { client } = useFoyerInstance()
  const m = useMessages(emailTexts)
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <span className="foyer-social-badge" aria-hidden="true">
          <MailIcon />
        </span>
        <h3>{m.checkEmail}</h3>
        <p>{messageNodes(m.codeSentTo, { email: <strong>{email}</strong> })}</p>
        <OtpForm label={m.otpLabel} onSubmit={(otp) => client.auth.submitEmailOtp(otp)} onResend={() => client.auth.resendEmail(email)} />
      </div>
    </div>
  )
}
