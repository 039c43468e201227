import { emailTexts } from '@foyer/core/internal'
import { OtpForm } from '../../../components/OtpForm/OtpForm.tsx'
import { useFoyerInstance } from '../../../context.ts'
import { useMessages } from '../../../hooks/useMessages.ts'
import { messageNodes } from '../../../components/MessageNodes/messageNodes.tsx'
import type { ViewProps } from '../../../views/viewTypes.ts'

/** The code sent to the current address (VERIFY_PRIMARY_OTP): it confirms the change is the owner's. */
export default function UpdateEmailPrimaryOtpView({ data }: ViewProps<'UpdateEmailPrimaryOtp'>) {
  const { client } = useFoyerInstance()
  const m = useMessages(emailTexts)
  const { email = m.yourCurrentEmail, newEmail } = data
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <h3>{m.confirmItIsYou}</h3>
        <p>{messageNodes(m.codeSentTo, { email: <strong>{email}</strong> })}</p>
        <OtpForm label={m.currentOtpLabel} onSubmit={(otp) => client.auth.submitPrimaryOtp(otp, newEmail)} onResend={() => client.auth.updateEmail(newEmail)} />
      </div>
    </div>
  )
}
