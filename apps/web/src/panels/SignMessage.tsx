import { useFoyerSignMessage } from '@foyer/react'
import { useState } from 'react'

type Outcome = { state: 'idle' } | { state: 'signing' } | { state: 'signed'; signature: string } | { state: 'failed'; message: string }

/** The host asks the connected wallet for a signature, as a sign-in or an approval would. */
export function SignMessage() {
  const { signMessage } = useFoyerSignMessage()
  const [message, setMessage] = useState('Hello from the Foyer demo')
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })

  async function sign() {
    setOutcome({ state: 'signing' })
    try {
      setOutcome({ state: 'signed', signature: await signMessage(message) })
    } catch (error) {
      setOutcome({ state: 'failed', message: (error as Error)?.message || 'The wallet did not sign.' })
    }
  }

  return (
    <div className="sign">
      <label>
        Message
        <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="button" className="button" onClick={sign} disabled={outcome.state === 'signing' || !message}>
        {outcome.state === 'signing' ? 'Waiting for the wallet…' : 'Sign message'}
      </button>
      {outcome.state === 'signed' && (
        <p className="mono" data-testid="host-signature">
          {outcome.signature}
        </p>
      )}
      {outcome.state === 'failed' && <p role="alert">{outcome.message}</p>}
    </div>
  )
}
