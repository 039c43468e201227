import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { createRelayClient } from '../../src/relay/index.ts'
import type { RelayMessage } from '../../src/types.ts'
import { PUBLISH, topic, until, useRelayClientHarness } from './relayClientHarness.ts'

const harness = useRelayClientHarness()
const { client, connectionsOf } = harness

afterEach(() => {
  vi.useRealTimers()
})

describe('relay client: close and bad frames', () => {
  it('close() rejects pending calls, closes the socket and stops reconnecting', async () => {
    harness.relay.onRequest = (frame) => (frame.method === 'irn_subscribe' ? 'ignore' : 'handle')
    // The client's timers on a fake clock: a reconnect would wait on it, where the test can see it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const wallet = await client()
    const events: string[] = []
    wallet.on('disconnect', () => events.push('disconnect'))
    const pending = wallet.subscribe(topic(1)).catch((error: unknown) => error)
    await until(() => harness.relay.requests('irn_subscribe').length === 1)
    await wallet.close()
    expect(await pending).toMatchObject({ name: 'RelayError', reason: 'closed' })
    expect(wallet.connected).toBe(false)
    expect(events).toEqual(['disconnect'])
    await until(() => connectionsOf(wallet)[0]!.socket.readyState === WebSocket.CLOSED)
    expect(vi.getTimerCount(), 'no reconnect waits on the clock').toBe(0)
    expect(connectionsOf(wallet)).toHaveLength(1)
    await expect(wallet.publish(topic(1), 'YWZ0ZXI=', PUBLISH)).rejects.toMatchObject({ reason: 'closed' })
  })

  it('close() while refused stops the retries', async () => {
    harness.relay.refuseConnections = true
    // The client's timers on a fake clock: each retry waits on it, where the test can see it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const scheduled: string[] = []
    const wallet = await client({ logger: { debug: (...args) => void (String(args[1]).startsWith('reconnecting in') && scheduled.push(String(args[1]))) } })
    void wallet.subscribe(topic(1)).catch(() => {})
    await until(() => harness.relay.refusals.length >= 1 && scheduled.length === 1)
    await wallet.close()
    const refusals = harness.relay.refusals.length
    expect(vi.getTimerCount(), 'no retry waits on the clock').toBe(0)
    // Past every backoff there is: nothing was left to run.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(scheduled).toHaveLength(1)
    expect(harness.relay.refusals.length).toBe(refusals)
  })

  it('ignores frames that are not JSON-RPC, acks a malformed delivery, and keeps working', async () => {
    const wallet = await client()
    await wallet.subscribe(topic(1))
    harness.relay.sendRaw(wallet.clientId, 'not json')
    harness.relay.sendRaw(wallet.clientId, '[1,2]')
    harness.relay.sendRaw(wallet.clientId, '{"jsonrpc":"2.0"}')
    harness.relay.sendRaw(wallet.clientId, '{"id":"1","jsonrpc":"1.0","result":true}')
    harness.relay.sendRaw(wallet.clientId, JSON.stringify({ id: 906, jsonrpc: '2.0', method: 'irn_subscription', params: { data: 42 } }))
    harness.relay.push(wallet.clientId, 907, { topic: topic(1), message: 'c3RpbGwgaGVyZQ==' })
    await until(() => wallet.messages.length === 1)
    expect(wallet.messages[0]!.message).toBe('c3RpbGwgaGVyZQ==')
    // The ack leaves the client before the next delivery is handled, but may reach the relay after it.
    await until(() => harness.relay.received.some((r) => r.frame.id === 906))
    expect(harness.relay.received.map((r) => r.frame)).toContainEqual({ id: 906, jsonrpc: '2.0', result: true })
    expect(wallet.warnings.length).toBeGreaterThanOrEqual(5)
    expect(wallet.connected).toBe(true)
    expect(connectionsOf(wallet)).toHaveLength(1)
  })

  it('answers a request it does not know with -32601', async () => {
    const wallet = await client()
    await wallet.subscribe(topic(1))
    harness.relay.sendRaw(wallet.clientId, JSON.stringify({ id: 908, jsonrpc: '2.0', method: 'irn_somethingNew', params: {} }))
    await until(() => harness.relay.received.some((r) => r.frame.id === 908))
    expect(harness.relay.received.find((r) => r.frame.id === 908)!.frame).toEqual({
      id: 908,
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
    })
  })

  it('a listener that throws does not stop delivery to the others', async () => {
    const warnings: unknown[][] = []
    const wallet = await createRelayClient({ relayUrl: harness.relay.url, WebSocket, logger: { warn: (...args) => warnings.push(args) } })
    harness.closeAfterTest(wallet)
    wallet.on('message', () => {
      throw new Error('faulty listener')
    })
    const received: RelayMessage[] = []
    wallet.on('message', (message) => received.push(message))
    await wallet.subscribe(topic(1))
    harness.relay.push(wallet.clientId, 909, { topic: topic(1), message: 'b2s=' })
    await until(() => received.length === 1)
    expect(warnings.some((w) => String(w[1]).includes("'message' listener threw"))).toBe(true)
  })
})
