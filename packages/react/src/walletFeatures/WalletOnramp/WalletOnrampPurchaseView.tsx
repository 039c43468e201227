import { fillMessage, formatAmount, ONRAMP_PROVIDER_NAMES, onrampTexts, purchaseArrived } from '@foyer/core/internal'
import { useEffect, useRef, useState } from 'react'
import { CheckIcon, WalletIcon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import type { ViewProps } from '../../views/viewTypes.ts'
import { useOnrampStyles } from './OnrampStyles.ts'

/** How often the balance is asked again while the purchase is awaited. */
const POLL_MS = 4_000

/**
 * The provider's page is open (or, blocked, offered as a link): "Waiting for your purchase…" while
 * the balance is asked again every few seconds, reading the chain; done once the bought asset's
 * holding grows, saying what the account now holds (the growth itself could include other
 * movements, so it is not called the amount bought). "I've finished" goes back to Account at any
 * time, where Activity lists the purchase (the history is asked for the provider's purchases).
 */
export default function WalletOnrampPurchaseView({ data }: ViewProps<'WalletOnrampPurchase'>) {
  useOnrampStyles()
  const { client } = useFoyerInstance()
  const m = useMessages(onrampTexts)
  const namespace = client.ctx.chains.get().activeNamespace
  /** The holding once the purchase arrived (a decimal), read from the chain. */
  const [arrived, setArrived] = useState<string>()
  const doneRef = useRef<HTMLButtonElement>(null)
  const provider = ONRAMP_PROVIDER_NAMES[data.provider]

  useEffect(() => {
    if (!namespace || arrived !== undefined) return
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      const holding = await purchaseArrived(client.ctx, namespace, data.contract, data.before).catch(() => undefined)
      if (!current) return
      if (holding !== undefined) setArrived(holding)
      else timer = setTimeout(() => void ask(), POLL_MS)
    }
    timer = setTimeout(() => void ask(), POLL_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [client, namespace, data.contract, data.before, arrived])

  useEffect(() => {
    if (arrived !== undefined) doneRef.current?.focus()
  }, [arrived])

  const toAccount = () => client.ctx.router.reset('Account')

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
      {!data.opened && !done && (
        <p className="foyer-send-note">
          {m.blocked}{' '}
          <a href={data.url} target="_blank" rel="noopener noreferrer">
            {fillMessage(m.openPage, { provider })}
          </a>
        </p>
      )}
      <button ref={doneRef} type="button" className="foyer-button" data-block="true" data-variant={done ? undefined : 'secondary'} onClick={toAccount}>
        {done ? m.backToAccount : m.finished}
      </button>
    </div>
  )
}
