import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { subscriptionId } from '../../src/hash.ts'
import { PUBLISH, topic, until, useRelayClientHarness } from './relayClientHarness.ts'

const harness = useRelayClientHarness()
const { client, connectionsOf } = harness

/**
 * The backoff tests run the client's timers on a fake clock, so a wait is exactly what the client
 * asked for however slow the machine; the sockets still move at the machine's own speed, and these
 * helpers wait for them on the real clock (captured before any test fakes it).
 */
const realSetTimeout = globalThis.setTimeout
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
afterEach(() => {
  vi.useRealTimers()
})

async function whenSeen(condition: () => boolean, what: string): Promise<void> {
  const started = performance.now()
  while (!condition()) {
    if (performance.now() - started > 10_000) throw new Error(`not seen in 10 s: ${what}`)
    await new Promise((resolve) => realSetTimeout(resolve, 5))
  }
}

/** Node's ws WebSocket noting the (fake) clock at each connection attempt, and a logger counting scheduled reconnects. */
function recordedAttempts() {
  const at: number[] = []
  const scheduled: string[] = []
  class RecordedWebSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args)
      at.push(Date.now())
    }
  }
  const logger = {
    debug: (...args: unknown[]) => {
      if (String(args[1]).startsWith('reconnecting in')) scheduled.push(String(args[1]))
    },
  }
  // No request gives up while the fake clock is walked through the backoff.
  const options = { WebSocket: RecordedWebSocket, logger, requestTimeoutMs: 600_000, unreachableAfterMs: 600_000, publishTimeoutMs: 600_000 }
  return { at, scheduled, options }
}

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

  it('the first reconnect comes 100 ms after a drop', async () => {
    const attempts = recordedAttempts()
    fakeClock()
    const wallet = await client(attempts.options)
    await wallet.subscribe(topic(1))
    harness.relay.dropAll()
    await whenSeen(() => attempts.scheduled.length === 1, 'the client scheduling its reconnect')
    const dropped = Date.now()
    await vi.advanceTimersToNextTimerAsync()
    await whenSeen(() => connectionsOf(wallet).length === 2, 'the second connection')
    expect(attempts.at).toHaveLength(2)
    expect(attempts.at[1]! - dropped).toBe(100)
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
    // A duplicate would reach the wallet before a message the dapp publishes afterwards.
    await dapp.publish(topic(1), 'YWZ0ZXJ3YXJkcw==', PUBLISH)
    await until(() => wallet.messages.some((m) => m.message === 'YWZ0ZXJ3YXJkcw=='))
    expect(wallet.messages.filter((m) => m.message === 'bWlkLWZsaWdodA==')).toHaveLength(1)
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
    const attempts = recordedAttempts()
    fakeClock()
    harness.relay.refuseConnections = true
    const wallet = await client(attempts.options)
    const subscribed = wallet.subscribe(topic(1))
    for (let refused = 1; refused <= 5; refused++) {
      await whenSeen(() => attempts.scheduled.length === refused, `reconnect ${refused} scheduled`)
      await vi.advanceTimersToNextTimerAsync()
      await whenSeen(() => attempts.at.length === refused + 1, `attempt ${refused + 1}`)
    }
    // 100 ms, then doubling with ±20 % jitter: 200, 400, 800 ms …
    const waits = attempts.at.slice(1).map((at, index) => at - attempts.at[index]!)
    expect(waits[0]).toBe(100)
    for (const [index, wait] of waits.slice(1).entries()) {
      const base = 100 * 2 ** (index + 1)
      expect(wait, `wait ${index + 2}`).toBeGreaterThanOrEqual(0.8 * base)
      expect(wait, `wait ${index + 2}`).toBeLessThanOrEqual(1.2 * base)
    }
    await whenSeen(() => attempts.scheduled.length === 6, 'reconnect 6 scheduled')
    expect(harness.relay.refusals).toHaveLength(6)
    harness.relay.refuseConnections = false
    await vi.advanceTimersToNextTimerAsync()
    expect(await subscribed).toBe(subscriptionId(topic(1), wallet.clientId))
  })

  it('reconnects at once on a page online event instead of waiting out the backoff', async () => {
    const page = new EventTarget()
    ;(globalThis as { window?: unknown }).window = page
    try {
      const attempts = recordedAttempts()
      fakeClock()
      harness.relay.refuseConnections = true
      const wallet = await client(attempts.options)
      void wallet.subscribe(topic(1)).catch(() => {})
      await whenSeen(() => attempts.scheduled.length === 1, 'a reconnect scheduled after the refusal')
      harness.relay.refuseConnections = false
      // The clock stands still from here: only the online event can bring the next attempt.
      const waitingSince = Date.now()
      page.dispatchEvent(new Event('online'))
      await whenSeen(() => wallet.connected, 'the client connected')
      expect(attempts.at).toHaveLength(2)
      expect(attempts.at[1]).toBe(waitingSince)
    } finally {
      delete (globalThis as { window?: unknown }).window
    }
  })
})
