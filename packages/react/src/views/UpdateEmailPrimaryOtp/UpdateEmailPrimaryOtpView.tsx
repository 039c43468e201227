import { OtpForm } from '../../components/OtpForm/OtpForm.tsx'
import { useFoyerInstance } from '../../context.ts'
import type { ViewProps } from '../viewTypes.ts'

/** The code sent to the current address (VERIFY_PRIMARY_OTP): it confirms the change is the owner's. */
export default function UpdateEmailPrimaryOtpView({ data }: ViewProps<'UpdateEmailPrimaryOtp'>) {
  const { email = 'your current email', newEmail } = data
  const { client } = useFoyerInstance()
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <h3>Confirm it is you</h3>
        <p>
          Enter the 6-digit code we sent to <strong>{email}</strong>
        </p>
        <OtpForm
          label="6-digit code from your current email"
          onSubmit={(otp) => client.auth.submitPrimaryOtp(otp, newEmail)}
          onResend={() => client.auth.updateEmail(newEmail)}
        />
      </div>
    </div>
  )
}
