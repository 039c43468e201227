import { emailTexts } from '@foyer/core/internal'
import { EmailForm } from '../../../components/EmailForm/EmailForm.tsx'
import { messageNodes } from '../../../components/MessageNodes/messageNodes.tsx'
import { useFoyerInstance } from '../../../context.ts'
import { useMessages } from '../../../hooks/useMessages.ts'
import { useStore } from '../../../hooks/useStore.ts'

/** Changing the embedded wallet's email: the new address, then a code to each address. */
export default function UpdateEmailWalletView() {
  const { client } = useFoyerInstance()
  const current = useStore(client.ctx.chains, (state) => state.chains.eip155?.accountState.user?.email)
  const m = useMessages(emailTexts)
  return (
    <div className="foyer-body">
      <div className="foyer-center" style={{ alignItems: 'stretch' }}>
        <p style={{ maxWidth: 'none' }}>{current ? messageNodes(m.updateIntro, { email: <strong>{current}</strong> }) : m.updateIntroNoEmail}</p>
        <EmailForm label={m.newEmailLabel} visibleLabel submitLabel={m.sendCode} autoFocus onSubmit={(email) => client.auth.updateEmail(email)} />
      </div>
    </div>
  )
}
