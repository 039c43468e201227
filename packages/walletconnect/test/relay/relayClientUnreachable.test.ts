import { describe, expect, it } from 'vitest'
import { RelayError } from '../../src/relay/index.ts'
import { PUBLISH, topic, useRelayClientHarness } from './relayClientHarness.ts'

const harness = useRelayClientHarness()
const { client } = harness

describe('relay client: a relay that cannot be reached', () => {
  it('a subscribe no socket could take fails as "unreachable" after unreachableAfterMs, not after the 15 s request timeout', async () => {
    harness.relay.refuseConnections = true
    const dapp = await client({ unreachableAfterMs: 300, requestTimeoutMs: 15_000 })
    const failure = await dapp.subscribe(topic(1)).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(RelayError)
    expect(failure).toMatchObject({ reason: 'unreachable', method: 'irn_subscribe', message: 'irn_subscribe: no socket to the relay opened in 300 ms' })
    expect(harness.relay.refusals.length, 'it kept trying meanwhile').toBeGreaterThan(0)
  })

  it('once the relay is back, the same client subscribes and publishes (Retry works)', async () => {
    harness.relay.refuseConnections = true
    const dapp = await client({ unreachableAfterMs: 2_000 })
    await expect(dapp.subscribe(topic(1))).rejects.toMatchObject({ reason: 'unreachable' })
    harness.relay.refuseConnections = false
    await expect(dapp.subscribe(topic(1))).resolves.toEqual(expect.any(String))
    await expect(dapp.publish(topic(2), 'YmFjaw==', PUBLISH)).resolves.toBeUndefined()
  })

  it('a request the relay took but never answered keeps its own timeout: it fails as "timeout", not "unreachable"', async () => {
    harness.relay.onRequest = (frame) => ((frame.params as { topic?: string } | undefined)?.topic === topic(1) ? 'ignore' : 'handle')
    const dapp = await client({ unreachableAfterMs: 1_000, requestTimeoutMs: 1_500 })
    await dapp.subscribe(topic(2)) // the socket is open
    await expect(dapp.subscribe(topic(1))).rejects.toMatchObject({ reason: 'timeout', message: 'irn_subscribe: no answer from the relay in 1500 ms' })
  })
})
