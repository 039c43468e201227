import { emailTexts } from '@foyer/core/internal'
import { OtpForm } from '../../../components/OtpForm/OtpForm.tsx'
import { useFoyerInstance } from '../../../context.ts'
import { useMessages } from '../../../hooks/useMessages.ts'
import { messageNodes } from '../../../components/MessageNodes/messageNodes.tsx'
import type { ViewProps } from '../../../views/viewTypes.ts'

/** The code sent to the new address (VERIFY_SECONDARY_OTP): it stores the new email. */
export default function UpdateEmailSecondaryOtpView({ data }: ViewProps<'UpdateEmailSecondaryOtp'>) {
  const { newEmail } = data
  const { client } = useFoyerInstance()
  const m = useMessages(emailTexts)
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <h3>{m.confirmNewEmail}</h3>
        <p>{messageNodes(m.codeSentTo, { email: <strong>{newEmail}</strong> })}</p>
        <OtpForm label={m.newOtpLabel} onSubmit={(otp) => client.auth.submitSecondaryOtp(otp)} onResend={() => client.auth.resendSecondaryOtp()} />
      </div>
    </div>
  )
}
