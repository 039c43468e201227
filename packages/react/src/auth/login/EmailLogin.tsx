import { emailTexts } from '@foyer/core/internal'
import { EmailForm } from '../../components/EmailForm/EmailForm.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'

/** The Connect view's email login; loaded on demand (spec §2: feature views load on demand). */
export default function EmailLogin() {
  const { client } = useFoyerInstance()
  const m = useMessages(emailTexts)
  return <EmailForm label={m.emailLabel} submitLabel={m.continueWithEmail} onSubmit={(email) => client.auth.connectEmail(email)} />
}
