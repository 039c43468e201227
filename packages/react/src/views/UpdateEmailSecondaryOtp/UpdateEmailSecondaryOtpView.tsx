import { OtpForm } from '../../components/OtpForm/OtpForm.tsx'
import { useFoyerInstance } from '../../context.ts'
import type { ViewProps } from '../viewTypes.ts'

/** The code sent to the new address (VERIFY_SECONDARY_OTP): it stores the new email. */
export default function UpdateEmailSecondaryOtpView({ data }: ViewProps<'UpdateEmailSecondaryOtp'>) {
  const { newEmail } = data
  const { client } = useFoyerInstance()
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <h3>Confirm the new email</h3>
        <p>
          Enter the 6-digit code we sent to <strong>{newEmail}</strong>
        </p>
        <OtpForm label="6-digit code from your new email" onSubmit={(otp) => client.auth.submitSecondaryOtp(otp)} />
      </div>
    </div>
  )
}
