import { fillMessage, formatAmount, ONRAMP_PROVIDER_NAMES, onrampTexts, purchaseArrived } from '@foyer/core/internal'
import { useEffect, useRef } from 'react'
import { CheckIcon, ExternalIcon, WalletIcon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useActiveChain } from '../../hooks/useActiveChain.ts'
import { useAnswer } from '../../hooks/useAnswer.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useToAccount } from '../../hooks/useToAccount.ts'
import type { ViewProps } from '../../views/viewTypes.ts'
import { useOnrampStyles } from './OnrampStyles.ts'

/** How often the balance is asked again while the purchase is awaited. */
const POLL_MS = 4_000

/**
 * The provider's page is open (and a link back to it while waiting; the first way there when the
 * browser blocked the window): "Waiting for your purchase…" while
 * the balance is asked again every few seconds, reading the chain; done once the bought asset's
 * holding grows, saying what the account now holds (the growth itself could include other
 * movements, so it is not called the amount bought). "I've finished" goes back to Account at any
 * time, where Activity lists the purchase (the history is asked for the provider's purchases).
 */
export default function WalletOnrampPurchaseView({ data }: ViewProps<'WalletOnrampPurchase'>) {
  useOnrampStyles()
  const { client } = useFoyerInstance()
  const m = useMessages(onrampTexts)
  const namespace = useActiveChain()?.namespace
  const toAccount = useToAccount()
  const purchase = useAnswer({
    key: namespace && [namespace, data.contract, data.before].join('|'),
    ask: (signal) => holdingOnceArrived(() => purchaseArrived(client.ctx, namespace!, data.contract, data.before), signal),
  })
  /** The holding once the purchase arrived (a decimal), read from the chain. */
  const arrived = purchase.status === 'answered' ? purchase.data : undefined
  const doneRef = useRef<HTMLButtonElement>(null)
  const provider = ONRAMP_PROVIDER_NAMES[data.provider]

  useEffect(() => {
    if (arrived !== undefined) doneRef.current?.focus()
  }, [arrived])

  const done = arrived !== undefined
  return (
    <div className="foyer-body foyer-send foyer-onramp-waiting">
      <span className="foyer-onramp-mark" data-state={done ? 'done' : 'waiting'} aria-hidden="true">
        {done ? <CheckIcon /> : <WalletIcon />}
      </span>
      <p className="foyer-onramp-status" role="status" data-testid="onramp-status">
        {done ? fillMessage(m.done, { symbol: data.symbol }) : m.waiting}
      </p>
      {done && <p className="foyer-send-note">{fillMessage(m.holding, { amount: formatAmount(arrived), symbol: data.symbol })}</p>}
      {!done && <p className="foyer-send-note">{fillMessage(m.waitingNote, { provider, symbol: data.symbol })}</p>}
      {!data.opened && !done && <p className="foyer-send-note">{m.blocked}</p>}
      {!done && (
        // The way back to the provider's page: blocked, closed too early, or lost behind other tabs.
        <a className="foyer-button" data-block="true" data-variant={data.opened ? 'secondary' : undefined} href={data.url} target="_blank" rel="noopener noreferrer">
          {fillMessage(m.openPage, { provider })}
          <ExternalIcon />
        </a>
      )}
      <button ref={doneRef} type="button" className="foyer-button" data-block="true" data-variant={done ? undefined : 'secondary'} onClick={toAccount}>
        {done ? m.backToAccount : m.finished}
      </button>
    </div>
  )
}

/** Looks every POLL_MS (a failed look is a no) until the holding grew, then answers it; stops when the view leaves. */
async function holdingOnceArrived(look: () => Promise<string | undefined>, signal: AbortSignal): Promise<string> {
  for (;;) {
    await pause(POLL_MS, signal)
    const holding = await look().catch(() => undefined)
    if (holding !== undefined) return holding
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}
