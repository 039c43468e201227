import { useFoyerSendTransaction } from '@foyer/react'
import { useState } from 'react'
import { parseEther } from 'viem'

type Outcome = { state: 'idle' } | { state: 'sending' } | { state: 'sent'; hash: string } | { state: 'failed'; message: string }

/** The host asks the connected wallet to send devnet ETH, as a checkout or a tip button would. */
export function SendTransaction() {
  const { sendTransaction } = useFoyerSendTransaction()
  const [to, setTo] = useState('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  const [amount, setAmount] = useState('0.01')
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })

  async function send() {
    setOutcome({ state: 'sending' })
    try {
      setOutcome({ state: 'sent', hash: await sendTransaction({ to, value: parseEther(amount) }) })
    } catch (error) {
      setOutcome({ state: 'failed', message: (error as Error)?.message || 'The wallet did not send it.' })
    }
  }

  const amountIsValid = /^\d+(\.\d{1,18})?$/.test(amount)
  return (
    <div className="sign">
      <label>
        Send to
        <input className="mono" value={to} onChange={(event) => setTo(event.target.value.trim())} spellCheck={false} />
      </label>
      <label>
        Amount (ETH)
        <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value.trim())} aria-invalid={!amountIsValid} />
      </label>
      <button type="button" className="button" onClick={send} disabled={outcome.state === 'sending' || !amountIsValid || !to}>
        {outcome.state === 'sending' ? 'Waiting for the wallet…' : 'Send transaction'}
      </button>
      {outcome.state === 'sent' && (
        <p className="mono" data-testid="host-transaction">
          {outcome.hash}
        </p>
      )}
      {outcome.state === 'failed' && <p role="alert">{outcome.message}</p>}
    </div>
  )
}
