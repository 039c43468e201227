import { activityTexts, fillMessage } from '@foyer/core/internal'
import { useCallback, useEffect, useId, useRef } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx'
import { ClockMark } from '../../components/EmptyState/emptyMarks.tsx'
import { groupByDay } from './ActivityDays.ts'
import { CopyAddressButton } from './CopyAddressButton.tsx'
import { ActivityRow, PendingRow } from './ActivityRow.tsx'
import { useActivityStyles } from './ActivityStyles.ts'

/**
 * The Account view's Activity tab (loaded on demand): the account's transactions on the active
 * network grouped by day, newest first, the next page loading as the end scrolls into view (by
 * pointer, or by keyboard from the focusable tab panel).
 */
export default function ActivityList() {
  useActivityStyles()
  const { client } = useFoyerInstance()
  const { ctx } = client
  const state = useStore(ctx.activity)
  const network = useStore(ctx.chains, (chains) => (chains.activeNamespace ? chains.chains[chains.activeNamespace]?.networkState.caipNetwork : undefined))
  const { owner } = state
  const ownerKey = owner && `${owner.caipNetworkId}/${owner.address.toLowerCase()}`
  const id = useId()
  const m = useMessages(activityTexts)

  // Each time the tab opens, and whenever the account or the network changes: the first page, fresh.
  useEffect(() => {
    if (ownerKey) void client.fetchTransactions()
  }, [client, ownerKey])

  const loadMore = useCallback(() => {
    if (!ctx.activity.get().failed) void client.fetchNextTransactions()
  }, [client, ctx])
  const retry = () => void (state.next ? client.fetchNextTransactions() : client.fetchTransactions())

  const pending = owner ? state.pending.filter((p) => p.chain === owner.caipNetworkId && p.sentFrom.toLowerCase() === owner.address.toLowerCase()) : []
  const nothingYet = Boolean(owner) && state.transactions.length === 0 && (state.loading || (state.next === undefined && !state.failed))
  const hasList = state.transactions.length > 0 || pending.length > 0
  const sentinel = useSentinel(loadMore, hasList && Boolean(state.next), [state.transactions.length, state.next])

  // spec §9: activity is served where the namespace's module lists the history (eip155); another namespace's network says so, without a Retry.
  if (network && !client.ctx.namespaces.serves(network.chainNamespace, 'activity')) {
    return <EmptyState mark={<ClockMark />} title={fillMessage(m.notServed, { network: network.name })} text={m.notServedText} testId="activity-empty" />
  }
  if (nothingYet && pending.length === 0) return <ActivitySkeleton />
  if (!hasList && (!state.next || state.failed)) {
    return <EmptyActivity failed={state.failed} networkName={network?.name} onRetry={retry} />
  }

  return (
    <div className="foyer-activity" aria-busy={state.loading}>
      {pending.length > 0 && (
        <section aria-labelledby={`${id}-pending`}>
          <h3 className="foyer-activity-day" id={`${id}-pending`}>
            {m.pending}
          </h3>
          <ul className="foyer-list" style={{ gap: 0 }}>
            {pending.map((transaction) => (
              <PendingRow key={transaction.hash} pending={transaction} />
            ))}
          </ul>
        </section>
      )}
      {groupByDay(state.transactions, undefined, m).map((day) => (
        <section key={day.key} aria-labelledby={`${id}-${day.key}`}>
          <h3 className="foyer-activity-day" id={`${id}-${day.key}`}>
            {day.label}
          </h3>
          <ul className="foyer-list" style={{ gap: 0 }}>
            {day.transactions.map((transaction) => (
              <ActivityRow key={transaction.id} transaction={transaction} explorerUrl={network?.blockExplorers?.default.url} />
            ))}
          </ul>
        </section>
      ))}
      <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
      {state.loading && (
        <div className="foyer-activity-more">
          <span className="foyer-spinner" role="progressbar" aria-label={m.loadingOlder} />
        </div>
      )}
      {state.failed && (
        <div className="foyer-activity-more">
          <button type="button" className="foyer-button" data-variant="secondary" onClick={retry}>
            {m.tryAgain}
          </button>
        </div>
      )}
    </div>
  )
}

/** Calls `onVisible` when the returned ref's element scrolls into view, re-checking whenever `deps` change. */
function useSentinel(onVisible: () => void, active: boolean, deps: readonly unknown[]) {
  const element = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const target = element.current
    if (!active || !target || typeof IntersectionObserver === 'undefined') return
    // A new observer reports the current state at once, so a page too short to scroll still leads to the next.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onVisible(), { rootMargin: '120px' })
    observer.observe(target)
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onVisible, active, ...deps])
  return element
}

function ActivitySkeleton() {
  const m = useMessages(activityTexts)
  return (
    <div className="foyer-activity" aria-busy="true">
      <span className="foyer-visually-hidden" role="status">
        {m.loading}
      </span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="foyer-activity-skeleton" aria-hidden="true" style={{ animationDelay: `${row * 120}ms` }}>
          <span />
          <span />
          <span />
        </div>
      ))}
    </div>
  )
}

function EmptyActivity({ failed, networkName, onRetry }: { failed: boolean; networkName?: string; onRetry: () => void }) {
  const m = useMessages(activityTexts)
  if (failed) {
    return (
      <EmptyState mark={<ClockMark />} title={m.unavailable} text={m.loadFailed} testId="activity-empty">
        <button type="button" className="foyer-button" data-variant="secondary" onClick={onRetry}>
          {m.tryAgain}
        </button>
      </EmptyState>
    )
  }
  return (
    <EmptyState mark={<ClockMark />} title={m.empty} text={networkName ? fillMessage(m.willShowOn, { network: networkName }) : m.willShow} testId="activity-empty">
      <CopyAddressButton />
    </EmptyState>
  )
}
