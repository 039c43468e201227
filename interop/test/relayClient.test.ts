/**
 * Foyer's relay client (packages/walletconnect/src/relay) against Foyer's real relay: the server
 * built by `buildServer` as main.ts builds it, its relay at /ws on 127.0.0.1.
 */
import { buildServer } from '@foyer/server'
import { createRelayClient, subscriptionId, type RelayClient, type RelayClientOptions, type RelayMessage } from '@foyer/walletconnect'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { relayServerConfig } from '../support/relayServer.ts'

/** The project every fresh server has. */
const PROJECT_ID = 'foyer-dev'
const PUBLISH = { ttl: 300, tag: 1108 }

interface Relay {
  url: string
  port: number
  app: FastifyInstance
}

const relays: Relay[] = []
const clients: RelayClient[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await Promise.all(relays.splice(0).map((relay) => relay.app.close()))
})

async function startRelay(options: { port?: number; pingIntervalMs?: number } = {}): Promise<Relay> {
  const config = relayServerConfig({ port: options.port, relay: options.pingIntervalMs !== undefined ? { pingIntervalMs: options.pingIntervalMs } : undefined })
  const app = await buildServer(config)
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 })
  const address = app.server.address()
  if (typeof address !== 'object' || address === null) throw new Error('the relay server has no TCP address')
  const relay = { url: `ws://127.0.0.1:${address.port}/ws`, port: address.port, app }
  relays.push(relay)
  return relay
}

async function stopRelay(relay: Relay): Promise<void> {
  relays.splice(relays.indexOf(relay), 1)
  await relay.app.close()
}

async function client(relayUrl: string, options: Partial<RelayClientOptions> = {}) {
  const debug: string[] = []
  const created = await createRelayClient({
    relayUrl,
    projectId: PROJECT_ID,
    WebSocket,
    logger: { debug: (...args) => debug.push(args.map(String).join(' ')) },
    ...options,
  })
  const messages: RelayMessage[] = []
  created.on('message', (message) => messages.push(message))
  clients.push(created)
  return Object.assign(created, { messages, debug })
}

// Taken at load, before a test fakes the clock: `until` waits for sockets at the machine's own speed.
const realSetTimeout = globalThis.setTimeout
const realNow = performance.now.bind(performance)

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = realNow()
  while (!condition()) {
    if (realNow() - started > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms: ${condition.toString()}`)
    await new Promise((resolve) => realSetTimeout(resolve, 10))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Awaits `promise` while a faked clock follows the real one in 10 ms steps. */
async function followingRealClock<T>(promise: Promise<T>): Promise<T> {
  let settled = false
  const done = promise.finally(() => {
    settled = true
  })
  while (!settled) {
    await vi.advanceTimersByTimeAsync(10)
    await new Promise((resolve) => realSetTimeout(resolve, 10))
  }
  return done
}
const topic = (n: number) => n.toString(16).padStart(64, '0')

describe('relay client against the Foyer relay', () => {
  // One server for the tests that do not stop or configure it: building one takes a few seconds.
  let shared: Relay
  beforeAll(async () => {
    shared = await startRelay()
    relays.splice(relays.indexOf(shared), 1)
  })
  afterAll(() => shared.app.close())

  it('is accepted (JWT with aud = relay URL, projectId, ua) and subscribe answers sha256(topic + clientId)', async () => {
    const relay = shared
    const wallet = await client(relay.url)
    expect(await wallet.subscribe(topic(1))).toBe(subscriptionId(topic(1), wallet.clientId))
    expect(wallet.connected).toBe(true)
  })

  it('a publish reaches the other subscriber, once, and is not delivered back to its publisher', async () => {
    const relay = shared
    const dapp = await client(relay.url)
    const wallet = await client(relay.url)
    await dapp.subscribe(topic(1))
    await wallet.subscribe(topic(1))
    await dapp.publish(topic(1), 'ZnJvbS1kYXBw', { ttl: 300, tag: 1108, prompt: true })
    await until(() => wallet.messages.length === 1)
    expect(wallet.messages[0]).toMatchObject({ topic: topic(1), message: 'ZnJvbS1kYXBw', tag: 1108 })
    // Later messages on the topic, each way: a second copy, or the dapp's own, would arrive before them.
    await dapp.publish(topic(1), 'bGF0ZXItZnJvbS1kYXBw', PUBLISH)
    await wallet.publish(topic(1), 'ZnJvbS13YWxsZXQ=', PUBLISH)
    await until(() => wallet.messages.some((m) => m.message === 'bGF0ZXItZnJvbS1kYXBw') && dapp.messages.some((m) => m.message === 'ZnJvbS13YWxsZXQ='))
    expect(wallet.messages.map((m) => m.message)).toEqual(['ZnJvbS1kYXBw', 'bGF0ZXItZnJvbS1kYXBw'])
    expect(dapp.messages.map((m) => m.message)).toEqual(['ZnJvbS13YWxsZXQ='])
  })

  it('a message published before the subscribe arrives on subscribe (mailbox)', async () => {
    const relay = shared
    const dapp = await client(relay.url)
    await dapp.publish(topic(2), 'c3RvcmVk', PUBLISH)
    const wallet = await client(relay.url)
    await wallet.subscribe(topic(2))
    await until(() => wallet.messages.length === 1)
    expect(wallet.messages[0]!.message).toBe('c3RvcmVk')
  })

  it('after the relay restarts, both reconnect, re-subscribe, and a publish made while it was down is delivered', async () => {
    const relay = await startRelay()
    // The outage here (stopping, 300 ms, rebuilding the server, the clients' reconnect backoff) can pass
    // the 5 s after which a request with no socket fails as 'unreachable' on a loaded machine; that
    // budget has its own tests. This one is about what is queued across an outage being delivered.
    const patient = { unreachableAfterMs: 30_000 }
    const dapp = await client(relay.url, patient)
    const wallet = await client(relay.url, patient)
    const walletEvents: string[] = []
    wallet.on('connect', () => walletEvents.push('connect'))
    wallet.on('disconnect', () => walletEvents.push('disconnect'))
    await dapp.subscribe(topic(3))
    await wallet.subscribe(topic(3))
    await stopRelay(relay)
    await until(() => !dapp.connected && !wallet.connected)
    const published = dapp.publish(topic(3), 'd2hpbGUtZG93bg==', PUBLISH)
    await sleep(300)
    await startRelay({ port: relay.port })
    await published
    await until(() => wallet.messages.length === 1)
    expect(wallet.messages[0]!.message).toBe('d2hpbGUtZG93bg==')
    expect(walletEvents).toEqual(['connect', 'disconnect', 'connect'])
  })

  it("the relay's WebSocket pings keep a quiet socket alive: no liveness probe is sent", async () => {
    const relay = await startRelay({ pingIntervalMs: 50 })
    let pings = 0
    class PingCountingWebSocket extends WebSocket {
      constructor(url: string) {
        super(url)
        this.on('ping', () => pings++)
      }
    }
    // The client's silence and probe countdowns on a fake clock; the relay's pings (its real interval) are what it hears.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const wallet = await client(relay.url, { WebSocket: PingCountingWebSocket, probeAfterSilenceMs: 250, probeTimeoutMs: 250 })
      // The socket opens with the subscribe; its clock follows the real one meanwhile, so the
      // client's own timers run (a reconnect, where a loaded machine made the relay drop the socket:
      // the subscribe waited on a frozen clock until the test's timeout). What counts is the quiet
      // socket after it is subscribed.
      await followingRealClock(wallet.subscribe(topic(4)))
      wallet.debug.length = 0
      // Each round the client hears a ping (its listener runs in the same emit as this count), then
      // 200 ms of its clock pass: 1 s in all, past the 250 ms of silence after which a client deaf
      // to pings would send a probe (logged as it is sent).
      for (let round = 1; round <= 5; round++) {
        const heard = pings
        await until(() => pings > heard)
        await vi.advanceTimersByTimeAsync(200)
      }
      expect(wallet.debug.filter((line) => line.includes('liveness probe'))).toEqual([])
      expect(wallet.connected).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a relay refusing the JWT audience is retried with growing waits, not in a storm, and subscribe times out', async () => {
    const relay = shared
    let attempts = 0
    class CountingWebSocket extends WebSocket {
      constructor(url: string) {
        super(url)
        attempts++
      }
    }
    // The JWT's aud is the relayUrl as configured, query included: not an address this relay answers to.
    const wallet = await client(`${relay.url}?tenant=other`, { WebSocket: CountingWebSocket, requestTimeoutMs: 1500 })
    const failure = await wallet.subscribe(topic(5)).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'RelayError', reason: 'timeout' })
    expect(attempts).toBeGreaterThanOrEqual(3)
    expect(attempts).toBeLessThanOrEqual(7)
  })
})
