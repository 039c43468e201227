/**
 * The servers the WalletConnect bench talks to, in a process of their own so the clients and the
 * load generator do not share their event loop: Foyer's server with its relay at /ws, built by
 * `buildServer` as main.ts builds it, and the bare `ws` broadcast baseline. Sends their URLs over
 * IPC, then answers `{ kind: 'cpu' }` with this process's CPU time, so the parent can tell how
 * busy the servers were during a run. Logs go to stdout, which the parent points at /dev/null.
 */
import { buildServer } from '@foyer/server'
import { relayServerConfig } from '../../interop/support/relayServer.ts'
import { startBareWsServer } from './bareWsServer.ts'
import { BENCH_RELAY_SETTINGS } from './relaySettings.ts'

export interface TargetUrls {
  /** `ws://127.0.0.1:<port>/ws`: Foyer's relay, the URL its clients' JWTs name as audience. */
  relay: string
  bare: string
}

export type TargetMessage = { kind: 'urls'; urls: TargetUrls } | { kind: 'cpu'; userMicros: number; systemMicros: number }

// The interop tests' relay server, with the bench's caps and logs on (the parent discards them).
const server = await buildServer({ ...relayServerConfig({ relay: BENCH_RELAY_SETTINGS }), logLevel: 'info' })
const address = new URL(await server.listen({ host: '127.0.0.1', port: 0 }))
const bare = await startBareWsServer()

const send = (message: TargetMessage) => process.send!(message)
send({ kind: 'urls', urls: { relay: `ws://127.0.0.1:${address.port}/ws`, bare: bare.url } })
process.on('message', (message: { kind?: string }) => {
  if (message.kind !== 'cpu') return
  const { user, system } = process.cpuUsage()
  send({ kind: 'cpu', userMicros: user, systemMicros: system })
})
process.once('disconnect', () => process.exit(0))
