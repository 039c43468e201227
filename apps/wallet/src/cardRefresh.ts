import type { WalletContext } from './walletContext.ts'

/** Takes sessions and proposals from the client; drops request cards whose dapp gave up waiting. */
export function refreshCards({ store, startedClient }: WalletContext): void {
  const client = startedClient()
  if (!client) return
  const state = store.get()
  const now = Date.now() / 1000
  const expired = state.requests.filter(({ request }) => (request.params.request.expiryTimestamp ?? Infinity) <= now)
  for (const { view, dapp } of expired) store.log(`"${view.title}" from ${dapp} expired before it was answered.`)
  const sessions = client.sessions()
  const proposals = client.pendingProposals()
  const current = store.get()
  const same =
    expired.length === 0 &&
    sameList(sessions, current.sessions, (s) => `${s.topic}:${s.expiry}:${s.acknowledged}:${JSON.stringify(s.namespaces)}`) &&
    sameList(proposals, current.proposals, (p) => String(p.id))
  if (same) return
  store.set({ sessions, proposals, requests: current.requests.filter((r) => !expired.includes(r)) })
}

function sameList<T>(a: readonly T[], b: readonly T[], key: (item: T) => string): boolean {
  return a.length === b.length && a.every((item, i) => key(item) === key(b[i]!))
}
