import { EmailForm } from '../../components/EmailForm/EmailForm.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'

/** Changing the embedded wallet's email: the new address, then a code to each address. */
export default function UpdateEmailWalletView() {
  const { client } = useFoyerInstance()
  const current = useStore(client.ctx.chains, (state) => state.chains.eip155?.accountState.user?.email)
  return (
    <div className="foyer-body">
      <div className="foyer-center" style={{ alignItems: 'stretch' }}>
        <p style={{ maxWidth: 'none' }}>
          {current ? (
            <>
              Your wallet’s email is <strong>{current}</strong>. We will send a code to it, then one to the new address.
            </>
          ) : (
            'We will send a code to your current email, then one to the new address.'
          )}
        </p>
        <EmailForm label="New email" visibleLabel submitLabel="Send the code" autoFocus onSubmit={(email) => client.auth.updateEmail(email)} />
      </div>
    </div>
  )
}
