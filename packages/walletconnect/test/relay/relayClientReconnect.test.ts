import { describe, expect, it } from 'vitest'
import { subscriptionId } from '../../src/hash.ts'
import { RelayError } from '../../src/relay/index.ts'
import { PUBLISH, sleep, topic, until, useRelayClientHarness } from './relayClientHarness.ts'

const harness = useRelayClientHarness()
const { client, connectionsOf } = harness

describe('relay client: reconnect', () => {
  it('after the relay drops the socket, reconnects, re-subscribes every topic with irn_batchSubscribe and gets what was published meanwhile', async () => {
    const wallet = await client()
    const dapp = await client()
    const events: string[] = []
    wallet.on('connect', () => events.push('connect'))
    wallet.on('disconnect', () => events.push('disconnect'))
    await wallet.subscribe(topic(1))
    await wallet.subscribe(topic(2))
    await dapp.publish(topic(9), 'd2FybS11cA==', PUBLISH) // dapp connected too
    harness.relay.refuseConnections = true
    for (const connection of connectionsOf(wallet)) connection.socket.terminate()
    await until(() => !wallet.connected)
    await dapp.publish(topic(2), 'bWVhbndoaWxl', PUBLISH)
    harness.relay.refuseConnections = false
    await until(() => wallet.messages.length === 1)
    expect(wallet.messages[0]).toMatchObject({ topic: topic(2), message: 'bWVhbndoaWxl' })
    const batches = harness.relay.requests('irn_batchSubscribe').filter((r) => r.connection.clientId === wallet.clientId)
    expect(batches.map((b) => b.frame.params)).toEqual([{ topics: [topic(1), topic(2)] }])
    expect(events).toEqual(['connect', 'disconnect', 'connect'])
  })

  it('re-subscribes in batches of at most 500 topics', async () => {
    const wallet = await client()
    await Promise.all(Array.from({ length: 1201 }, (_, n) => wallet.subscribe(topic(n))))
    harness.relay.dropAll()
    await until(() => harness.relay.requests('irn_batchSubscribe').length === 3 && wallet.connected)
    const sizes = harness.relay.requests('irn_batchSubscribe').map((r) => (r.frame.params as { topics: string[] }).topics.length)
    expect(sizes).toEqual([500, 500, 201])
    // 1201 subscriptions over a real socket: seconds on a loaded 2-core machine, so more than the default 5 s.
  }, 30_000)

  it('the first reconnect comes about 100 ms after a drop', async () => {
    const wallet = await client()
    await wallet.subscribe(topic(1))
    const dropped = Date.now()
    harness.relay.dropAll()
    await until(() => connectionsOf(wallet).length === 2)
    const waited = Date.now() - dropped
    expect(waited).toBeGreaterThanOrEqual(90)
    expect(waited).toBeLessThan(1000)
  })

  it('a publish made while disconnected is sent after the reconnect and delivered', async () => {
    const wallet = await client()
    const dapp = await client()
    await wallet.subscribe(topic(1))
    await dapp.subscribe(topic(2))
    harness.relay.refuseConnections = true
    for (const connection of connectionsOf(dapp)) connection.socket.terminate()
    await until(() => !dapp.connected)
    const published = dapp.publish(topic(1), 'cXVldWVk', PUBLISH)
    await until(() => harness.relay.refusals.length >= 2)
    harness.relay.refuseConnections = false
    await published
    await until(() => wallet.messages.length === 1)
    expect(wallet.messages[0]!.message).toBe('cXVldWVk')
  })

  it('a publish whose socket dropped before the answer is resent with the same id and delivered once', async () => {
    const wallet = await client()
    const dapp = await client()
    await wallet.subscribe(topic(1))
    await dapp.subscribe(topic(2))
    let dropped = false
    harness.relay.onRequest = (frame) => {
      if (frame.method === 'irn_publish' && !dropped) {
        dropped = true
        return 'drop'
      }
      return 'handle'
    }
    await dapp.publish(topic(1), 'bWlkLWZsaWdodA==', PUBLISH)
    const attempts = harness.relay.requests('irn_publish')
    expect(attempts).toHaveLength(2)
    expect(attempts[1]!.frame.id).toBe(attempts[0]!.frame.id)
    expect(attempts[1]!.connection).not.toBe(attempts[0]!.connection)
    await until(() => wallet.messages.length === 1)
    await sleep(100)
    expect(wallet.messages).toHaveLength(1)
  })

  it('a publish the relay leaves unanswered is resent with the same id on the same socket until answered', async () => {
    const dapp = await client({ requestTimeoutMs: 200 })
    let ignored = 0
    harness.relay.onRequest = (frame) => (frame.method === 'irn_publish' && ignored++ < 2 ? 'ignore' : 'handle')
    await dapp.publish(topic(1), 'bGF0ZQ==', PUBLISH)
    const attempts = harness.relay.requests('irn_publish')
    expect(attempts).toHaveLength(3)
    expect(new Set(attempts.map((a) => a.frame.id)).size).toBe(1)
    expect(new Set(attempts.map((a) => a.connection)).size).toBe(1)
  })

  it('a publish never answered fails with a timeout after publishTimeoutMs', async () => {
    const dapp = await client({ requestTimeoutMs: 100, publishTimeoutMs: 350 })
    harness.relay.onRequest = (frame) => (frame.method === 'irn_publish' ? 'ignore' : 'handle')
    const failure = await dapp.publish(topic(1), 'bmV2ZXI=', PUBLISH).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'RelayError', reason: 'timeout', method: 'irn_publish' })
  })

  it('keeps retrying while the relay refuses, with growing waits, and connects when it is back', async () => {
    harness.relay.refuseConnections = true
    const wallet = await client()
    const subscribed = wallet.subscribe(topic(1))
    await sleep(1000)
    // 100, 200, 400 ms … : a handful of attempts in a second, not hundreds
    expect(harness.relay.refusals.length).toBeGreaterThanOrEqual(3)
    expect(harness.relay.refusals.length).toBeLessThanOrEqual(6)
    harness.relay.refuseConnections = false
    expect(await subscribed).toBe(subscriptionId(topic(1), wallet.clientId))
  })

  it('reconnects at once on a page online event instead of waiting out the backoff', async () => {
    const page = new EventTarget()
    ;(globalThis as { window?: unknown }).window = page
    try {
      harness.relay.refuseConnections = true
      const wallet = await client()
      void wallet.subscribe(topic(1)).catch(() => {})
      // Attempts at 0, 100, ~300, ~700, ~1500 ms (at the latest 1780): the next wait is 1280 ms or more,
      // so from 1850 ms no attempt is due before 2500 ms.
      await sleep(1850)
      harness.relay.refuseConnections = false
      const before = harness.relay.connections.length
      page.dispatchEvent(new Event('online'))
      await until(() => harness.relay.connections.length > before, 500)
      await until(() => wallet.connected, 500)
    } finally {
      delete (globalThis as { window?: unknown }).window
    }
  })
})
