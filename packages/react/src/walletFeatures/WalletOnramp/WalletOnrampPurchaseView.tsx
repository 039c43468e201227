import { fillMessage, ONRAMP_PROVIDER_NAMES, onrampTexts, purchaseArrived } from '@foyer/core/internal'
import { useEffect, useRef, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import type { ViewProps } from '../../views/viewTypes.ts'
import { useOnrampStyles } from './OnrampStyles.ts'

/** How often the balance is asked again while the purchase is awaited. */
const POLL_MS = 4_000

/**
 * The provider's page is open (or, blocked, offered as a link): "Waiting for your purchase…" while
 * the balance is asked again every few seconds, reading the chain; done once the bought asset's
 * holding grows. "I've finished" goes back to Account at any time, where Activity lists the
 * purchase (the history is asked for the provider's purchases).
 */
export default function WalletOnrampPurchaseView({ data }: ViewProps<'WalletOnrampPurchase'>) {
  useOnrampStyles()
  const { client } = useFoyerInstance()
  const m = useMessages(onrampTexts)
  const namespace = client.ctx.chains.get().activeNamespace
  const [arrived, setArrived] = useState(false)
  const doneRef = useRef<HTMLButtonElement>(null)
  const provider = ONRAMP_PROVIDER_NAMES[data.provider]

  useEffect(() => {
    if (!namespace || arrived) return
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      const done = await purchaseArrived(client.ctx, namespace, data.contract, data.before).catch(() => false)
      if (!current) return
      if (done) setArrived(true)
      else timer = setTimeout(() => void ask(), POLL_MS)
    }
    timer = setTimeout(() => void ask(), POLL_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [client, namespace, data.contract, data.before, arrived])

  useEffect(() => {
    if (arrived) doneRef.current?.focus()
  }, [arrived])

  const toAccount = () => client.ctx.router.reset('Account')

  return (
    <div className="foyer-body foyer-send foyer-onramp-waiting">
      <p className="foyer-onramp-status" role="status" data-testid="onramp-status">
        {arrived ? fillMessage(m.done, { symbol: data.symbol }) : m.waiting}
      </p>
      {!arrived && <p className="foyer-send-note">{fillMessage(m.waitingNote, { provider, symbol: data.symbol })}</p>}
      {!data.opened && !arrived && (
        <p className="foyer-send-note">
          {m.blocked}{' '}
          <a href={data.url} target="_blank" rel="noopener noreferrer">
            {fillMessage(m.openPage, { provider })}
          </a>
        </p>
      )}
      <button ref={doneRef} type="button" className="foyer-button" data-block="true" data-variant={arrived ? undefined : 'secondary'} onClick={toAccount}>
        {arrived ? m.backToAccount : m.finished}
      </button>
    </div>
  )
}
