import type { ActivityEntry } from '../walletState.ts'

/** What the wallet did lately, newest first: signatures, transaction hashes, refusals. */
export function ActivityList({ activity }: { activity: ActivityEntry[] }) {
  return (
    <section className="card" aria-labelledby="activity-title">
      <h2 id="activity-title">Activity</h2>
      <ol className="activity" aria-live="polite" data-testid="activity">
        {activity.map((entry) => (
          <li key={entry.id}>
            {entry.text}
            {entry.detail && <span className="mono detail">{entry.detail}</span>}
          </li>
        ))}
      </ol>
      {activity.length === 0 && <p className="muted">Nothing yet.</p>}
    </section>
  )
}
