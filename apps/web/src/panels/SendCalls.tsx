import { useFoyerCallsStatus, useFoyerSendCalls } from '@foyer/react'
import { useState } from 'react'
import { parseEther } from 'viem'

/** Two addresses a batch pays, no dev account's (whose balances other flows read): the demo's "split a payment" example. */
const RECEIVERS = ['0x5afe00000000000000000000000000000000b001', '0x5afe00000000000000000000000000000000b002'] as const

type Outcome = { state: 'idle' } | { state: 'sending' } | { state: 'sent'; id: string } | { state: 'failed'; message: string }

/** The host sends one batch of two transfers (EIP-5792's wallet_sendCalls) and follows its status, as a payment splitter would. */
export function SendCalls() {
  const { sendCalls } = useFoyerSendCalls()
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  const { status } = useFoyerCallsStatus(outcome.state === 'sent' ? outcome.id : undefined)

  async function submit() {
    setOutcome({ state: 'sending' })
    try {
      const id = await sendCalls({ calls: RECEIVERS.map((to) => ({ to, value: parseEther('0.001') })) })
      setOutcome({ state: 'sent', id })
    } catch (error) {
      setOutcome({ state: 'failed', message: (error as Error)?.message || 'The wallet did not send the batch.' })
    }
  }

  return (
    <div className="sign">
      <p>
        Split 0.002 ETH between two devnet accounts in one batch (EIP-5792): <span className="mono">{RECEIVERS.map((to) => `${to.slice(0, 6)}…${to.slice(-4)}`).join(', ')}</span>
      </p>
      <button type="button" className="button" onClick={submit} disabled={outcome.state === 'sending'}>
        {outcome.state === 'sending' ? 'Waiting for the wallet…' : 'Send a batch of 2 transfers'}
      </button>
      {outcome.state === 'sent' && (
        <p className="mono" data-testid="host-batch">
          {outcome.id}
        </p>
      )}
      {status && (
        <p data-testid="host-batch-status">
          Status {status.status}
          {status.atomic ? ', atomic' : ', call by call'}
          {status.receipts.length ? `, ${status.receipts.length} ${status.receipts.length === 1 ? 'transaction' : 'transactions'}` : ''}
        </p>
      )}
      {outcome.state === 'failed' && <p role="alert">{outcome.message}</p>}
    </div>
  )
}
