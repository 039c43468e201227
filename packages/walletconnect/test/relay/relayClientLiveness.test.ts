import { describe, expect, it, vi } from 'vitest'
import { topic, until, useRelayClientHarness } from './relayClientHarness.ts'

const harness = useRelayClientHarness()
const { client, connectionsOf } = harness

/** Waits on the real clock (taken before any test fakes it) for what the sockets do at the machine's speed. */
const realSetTimeout = globalThis.setTimeout
async function whenSeen(condition: () => boolean, what: string): Promise<void> {
  const started = performance.now()
  while (!condition()) {
    if (performance.now() - started > 10_000) throw new Error(`not seen in 10 s: ${what}`)
    await new Promise((resolve) => realSetTimeout(resolve, 5))
  }
}

describe('relay client: liveness', () => {
  it('drops a socket on which the relay went silent (no frames, no pings) and reconnects', async () => {
    const wallet = await client({ probeAfterSilenceMs: 150, probeTimeoutMs: 150 })
    await wallet.subscribe(topic(1))
    let silent = true
    harness.relay.onRequest = () => (silent ? 'ignore' : 'handle')
    await until(() => harness.relay.requests('irn_batchSubscribe').length === 1) // the probe, unanswered
    expect(harness.relay.requests('irn_batchSubscribe')[0]!.frame.params).toEqual({ topics: [topic(1)] })
    silent = false
    await until(() => connectionsOf(wallet).length === 2 && wallet.connected)
  })

  it('a relay that pings keeps a quiet socket alive without probes (Node ws)', async () => {
    await harness.restartRelay({ pingEveryMs: 50 })
    // The client's silence and probe countdowns run on a fake clock; the relay's pings (a real interval) are what it hears.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const wallet = await client({ probeAfterSilenceMs: 200, probeTimeoutMs: 100 })
      await wallet.subscribe(topic(1))
      const [connection] = connectionsOf(wallet)
      let pongs = 0
      connection!.socket.on('pong', () => pongs++)
      // Each round the client hears a ping (ws answers it before the client's listener runs, in the
      // same turn), then 150 ms of its clock pass: 750 ms in all, far past the 200 ms of silence after
      // which a client deaf to pings would probe, and drop the socket 100 ms later.
      for (let round = 1; round <= 5; round++) {
        const answered = pongs
        await whenSeen(() => pongs > answered, `ping ${round} answered`)
        await vi.advanceTimersByTimeAsync(150)
      }
      // A request sent now reaches the relay after any probe sent before it on this socket.
      await wallet.subscribe(topic(2))
      expect(harness.relay.requests('irn_batchSubscribe')).toHaveLength(0)
      expect(connectionsOf(wallet)).toHaveLength(1)
      expect(wallet.connected).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
