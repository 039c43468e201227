import { activityTexts, fillMessage, lookupIdentity, truncateAddress, type PendingTransaction, type Transaction } from '@foyer/core/internal'
import { useFoyerInstance } from '../../context.ts'
import { useAnswer } from '../../hooks/useAnswer.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { timeOfDay } from './ActivityDays.ts'
import { ActivityIcon, PendingIcon } from './ActivityIcon.tsx'
import { type CounterpartyParts, summarizeTransaction } from './ActivitySummary.ts'

/** One transaction of the list; a link to the block explorer when the network has one. */
export function ActivityRow({ transaction, explorerUrl }: { transaction: Transaction; explorerUrl?: string }) {
  const m = useMessages(activityTexts)
  const summary = summarizeTransaction(transaction, m)
  const { minedAt, hash } = transaction.metadata
  const content = (
    <>
      <ActivityIcon kind={summary.kind} failed={summary.failed} iconUrl={summary.iconUrl} symbol={summary.symbol} />
      <span className="foyer-activity-main">
        <ActivityTitle title={summary.title} exactTitle={summary.exactTitle} />
        <Counterparty party={summary.party} />
      </span>
      <span className="foyer-activity-side">
        <time dateTime={minedAt}>{timeOfDay(minedAt, m.dateLocale)}</time>
        {summary.detail && <span>{summary.detail}</span>}
      </span>
    </>
  )
  return (
    <li>
      {explorerUrl ? (
        <a className="foyer-activity-row" data-interactive="true" href={`${explorerUrl.replace(/\/$/, '')}/tx/${hash}`} target="_blank" rel="noreferrer noopener">
          {content}
          <span className="foyer-visually-hidden">{m.viewOnExplorer}</span>
        </a>
      ) : (
        <div className="foyer-activity-row">{content}</div>
      )}
    </li>
  )
}

/** 'to alice.id' where the counterparty has a name (the full address as its hover title), else 'to 0x7099…79C8'. */
function Counterparty({ party }: { party: CounterpartyParts }) {
  // Through the identity cache every reader shares, not the host's useFoyerName: its module would join the first load.
  const { client } = useFoyerInstance()
  const namespace = useStore(client.ctx.chains, (state) => state.activeNamespace)
  const asked = useAnswer({ key: namespace && `${namespace}:${party.address}`, ask: () => lookupIdentity(client.ctx, namespace!, party.address) })
  const name = asked.status === 'answered' ? asked.data.name : null
  return (
    <span className="foyer-activity-sub" title={name ? party.address : undefined}>
      {fillMessage(party.words, { address: name ?? truncateAddress(party.address) })}
    </span>
  )
}

/**
 * The row's title: the list's rounded amounts (spec §9) on screen; the exact ones the chain moved
 * (the entry has no detail view: it opens the explorer) as its hover title and what a screen reader reads.
 */
function ActivityTitle({ title, exactTitle }: { title: string; exactTitle: string | undefined }) {
  if (!exactTitle) return <span className="foyer-activity-title">{title}</span>
  return (
    <span className="foyer-activity-title" title={exactTitle}>
      <span aria-hidden="true">{title}</span>
      <span className="foyer-visually-hidden">{exactTitle}</span>
    </span>
  )
}

/** A transaction sent through Foyer that the history does not list yet. */
export function PendingRow({ pending }: { pending: PendingTransaction }) {
  const m = useMessages(activityTexts)
  return (
    <li>
      <div className="foyer-activity-row">
        <PendingIcon />
        <span className="foyer-activity-main">
          <span className="foyer-activity-title">{m.pendingTransaction}</span>
          <span className="foyer-activity-sub">{pending.sentTo ? fillMessage(m.counterparty.to, { address: truncateAddress(pending.sentTo) }) : truncateAddress(pending.hash)}</span>
        </span>
        <span className="foyer-activity-side">
          <span>{m.pending}</span>
        </span>
      </div>
    </li>
  )
}
