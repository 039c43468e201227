import { sessionChains, type Session } from '@foyer/walletconnect'
import type { WalletChain } from '../config.ts'
import { chainLabel } from './chainLabel.ts'
import { DappIdentity } from './DappIdentity.tsx'

/** The dapps this wallet is connected to, each with a Disconnect button. */
export function SessionList({
  sessions,
  chains,
  busy,
  errors,
  onDisconnect,
}: {
  sessions: Session[]
  chains: readonly WalletChain[]
  busy: ReadonlySet<string>
  errors: Readonly<Record<string, string>>
  onDisconnect(topic: string): void
}) {
  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Connected dapps</h2>
      {sessions.length === 0 ? (
        <p className="muted">None yet. Connect to a dapp with its pairing URI.</p>
      ) : (
        <ul className="sessions">
          {sessions.map((session) => {
            const key = `session:${session.topic}`
            const headingId = `session-${session.topic.slice(0, 12)}`
            return (
              <li key={session.topic} className="session" data-testid="session">
                <DappIdentity metadata={session.peer.metadata} headingId={headingId} as="h3" />
                <p className="session-meta">
                  {sessionChains(session.namespaces)
                    .map((chain) => chainLabel(chain, chains))
                    .join(' · ')}
                  <br />
                  <span className="muted">Until {new Date(session.expiry * 1000).toLocaleString()}</span>
                </p>
                <button type="button" onClick={() => onDisconnect(session.topic)} disabled={busy.has(key)}>
                  Disconnect
                </button>
                {errors[key] && (
                  <p className="error" role="alert">
                    {errors[key]}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
