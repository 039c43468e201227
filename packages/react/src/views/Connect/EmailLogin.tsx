import { EmailForm } from '../../components/EmailForm/EmailForm.tsx'
import { useFoyerInstance } from '../../context.ts'

/** The Connect view's email login; loaded on demand (spec §2: feature views load on demand). */
export default function EmailLogin() {
  const { client } = useFoyerInstance()
  return <EmailForm label="Email address" submitLabel="Continue with email" onSubmit={(email) => client.auth.connectEmail(email)} />
}
