import { useState } from 'react'

type Outcome = { state: 'idle' } | { state: 'sending' } | { state: 'sent'; id: string } | { state: 'failed'; message: string }

export interface TransferFormProps {
  /** Where the demo sends by default: a devnet address of the namespace. */
  defaultTo: string
  /** The native currency's symbol, for the amount's label. */
  symbol: string
  /** Whether an amount as typed can be sent (its decimals fit the currency). */
  isValidAmount: (amount: string) => boolean
  /** Asks the wallet to send; answers the transaction's id on the chain (a hash, a signature). */
  send: (to: string, amount: string) => Promise<string>
}

/** The host's "send some devnet currency" form, the same for every namespace: recipient, amount, the wallet's answer. */
export function TransferForm({ defaultTo, symbol, isValidAmount, send }: TransferFormProps) {
  const [to, setTo] = useState(defaultTo)
  const [amount, setAmount] = useState('0.01')
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })

  async function submit() {
    setOutcome({ state: 'sending' })
    try {
      setOutcome({ state: 'sent', id: await send(to, amount) })
    } catch (error) {
      setOutcome({ state: 'failed', message: (error as Error)?.message || 'The wallet did not send it.' })
    }
  }

  const amountIsValid = isValidAmount(amount)
  return (
    <div className="sign">
      <label>
        Send to
        <input className="mono" value={to} onChange={(event) => setTo(event.target.value.trim())} spellCheck={false} />
      </label>
      <label>
        Amount ({symbol})
        <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value.trim())} aria-invalid={!amountIsValid} />
      </label>
      <button type="button" className="button" onClick={submit} disabled={outcome.state === 'sending' || !amountIsValid || !to}>
        {outcome.state === 'sending' ? 'Waiting for the wallet…' : 'Send transaction'}
      </button>
      {outcome.state === 'sent' && (
        <p className="mono" data-testid="host-transaction">
          {outcome.id}
        </p>
      )}
      {outcome.state === 'failed' && <p role="alert">{outcome.message}</p>}
    </div>
  )
}
