import { describe, expect, it } from 'vitest'
import { sleep, topic, until, useRelayClientHarness } from './relayClientHarness.ts'

const harness = useRelayClientHarness()
const { client, connectionsOf } = harness

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
    const wallet = await client({ probeAfterSilenceMs: 200, probeTimeoutMs: 100 })
    await wallet.subscribe(topic(1))
    await sleep(700)
    expect(harness.relay.requests('irn_batchSubscribe')).toHaveLength(0)
    expect(connectionsOf(wallet)).toHaveLength(1)
    expect(wallet.connected).toBe(true)
  })
})
