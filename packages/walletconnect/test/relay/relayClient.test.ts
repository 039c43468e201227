import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { fromBase64Url, fromUtf8 } from '../../src/encoding.ts'
import { subscriptionId } from '../../src/hash.ts'
import { verifyRelayJwt } from '../../src/relayAuth.ts'
import { createRelayClient, RelayError, type RelayClient, type RelayClientOptions } from '../../src/relay/index.ts'
import type { RelayMessage } from '../../src/types.ts'
import { startTestRelay, type TestRelay } from './testRelay.ts'

const PUBLISH = { ttl: 300, tag: 1108 }

let relay: TestRelay
const clients: RelayClient[] = []

beforeEach(async () => {
  relay = await startTestRelay()
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay.close()
})

function client(options: Partial<RelayClientOptions> = {}): RelayClient & { messages: RelayMessage[]; warnings: unknown[][] } {
  const warnings: unknown[][] = []
  const created = createRelayClient({
    relayUrl: relay.url,
    projectId: 'foyer-test',
    WebSocket,
    logger: { warn: (...args) => warnings.push(args) },
    ...options,
  })
  const messages: RelayMessage[] = []
  created.on('message', (message) => messages.push(message))
  clients.push(created)
  return Object.assign(created, { messages, warnings })
}

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms: ${condition.toString()}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function topic(n: number): string {
  return n.toString(16).padStart(64, '0')
}

function connectionsOf(c: RelayClient) {
  return relay.connections.filter((connection) => connection.clientId === c.clientId)
}

describe('relay client: connection and identity', () => {
  it('puts an EdDSA JWT in the URL that verifies with aud = the relay URL, plus ua and projectId', async () => {
    const dapp = client({ ua: 'wc-2/foyer-0.1.0/test' })
    await dapp.subscribe(topic(1))
    const [connection] = connectionsOf(dapp)
    const query = new URL(connection!.url, 'http://relay').searchParams
    const claims = verifyRelayJwt(query.get('auth')!, { audience: relay.url })
    expect(claims.clientId).toBe(dapp.clientId)
    expect(claims.exp - claims.iat).toBe(86_400)
    const payload = JSON.parse(fromUtf8(fromBase64Url(query.get('auth')!.split('.')[1]!))) as Record<string, unknown>
    expect(payload.aud).toBe(relay.url)
    expect(payload.sub).toMatch(/^[0-9a-f]{64}$/)
    expect(query.get('projectId')).toBe('foyer-test')
    expect(query.get('ua')).toBe('wc-2/foyer-0.1.0/test')
  })

  it('signs a new JWT for every socket (iat of that socket), with the same sub and client id', async () => {
    const dapp = client()
    await dapp.subscribe(topic(1))
    await sleep(1100) // iat has one-second resolution
    relay.dropAll()
    await until(() => connectionsOf(dapp).length === 2 && dapp.connected)
    const [first, second] = connectionsOf(dapp).map((c) => new URL(c.url, 'http://relay').searchParams.get('auth')!)
    const claims = [first!, second!].map((jwt) => verifyRelayJwt(jwt, { audience: relay.url }))
    expect(claims[1]!.iat).toBeGreaterThan(claims[0]!.iat)
    expect(claims[1]!.sub).toBe(claims[0]!.sub)
    expect(claims[1]!.clientId).toBe(claims[0]!.clientId)
  })

  it('keeps the same did:key for the same seed', () => {
    const seed = new Uint8Array(32).fill(7)
    expect(client({ seed }).clientId).toBe(client({ seed }).clientId)
    expect(client({ seed }).clientId).toMatch(/^did:key:z6Mk/)
  })

  it('opens no socket until the first subscribe or publish', async () => {
    const dapp = client()
    await sleep(100)
    expect(relay.connections).toHaveLength(0)
    expect(dapp.connected).toBe(false)
    await dapp.subscribe(topic(1))
    expect(connectionsOf(dapp)).toHaveLength(1)
    expect(dapp.connected).toBe(true)
  })

  it('refuses a relay URL that is not ws: or wss:', () => {
    expect(() => createRelayClient({ relayUrl: 'http://127.0.0.1/ws', WebSocket })).toThrow(/ws: or wss:/)
  })
})

describe('relay client: subscribe and publish', () => {
  it('subscribe answers the subscription id, sha256(topic + clientId)', async () => {
    const dapp = client()
    expect(await dapp.subscribe(topic(1))).toBe(subscriptionId(topic(1), dapp.clientId))
    const [request] = relay.requests('irn_subscribe')
    expect(request!.frame.params).toEqual({ topic: topic(1) })
    expect(request!.frame.id).toMatch(/^\d{19}$/)
  })

  it('publishes {topic, message, ttl, tag, prompt} and another client receives it', async () => {
    const dapp = client()
    const wallet = client()
    await wallet.subscribe(topic(1))
    await dapp.publish(topic(1), 'ZW52ZWxvcGUtMQ==', { ttl: 300, tag: 1108, prompt: true })
    await until(() => wallet.messages.length === 1)
    expect(wallet.messages[0]).toMatchObject({ topic: topic(1), message: 'ZW52ZWxvcGUtMQ==', tag: 1108 })
    expect(typeof wallet.messages[0]!.publishedAt).toBe('number')
    expect(relay.requests('irn_publish')[0]!.frame.params).toEqual({
      topic: topic(1),
      message: 'ZW52ZWxvcGUtMQ==',
      ttl: 300,
      tag: 1108,
      prompt: true,
    })
  })

  it('drops the echo of a message it published itself', async () => {
    relay.echo = true
    const dapp = client()
    const wallet = client()
    await dapp.subscribe(topic(1))
    await wallet.subscribe(topic(1))
    await dapp.publish(topic(1), 'bWluZQ==', PUBLISH)
    await until(() => wallet.messages.length === 1)
    // the relay echoed it to the dapp, which acked and dropped it
    await until(() => relay.received.some((r) => r.connection.clientId === dapp.clientId && r.frame.result === true))
    expect(dapp.messages).toEqual([])
  })

  it('emits a delivered message once but acks every delivery of it', async () => {
    const wallet = client()
    await wallet.subscribe(topic(1))
    relay.push(wallet.clientId, 901, { topic: topic(1), message: 'dHdpY2U=' })
    relay.push(wallet.clientId, 902, { topic: topic(1), message: 'dHdpY2U=' })
    await until(() => relay.received.filter((r) => r.frame.result === true && [901, 902].includes(r.frame.id as number)).length === 2)
    expect(wallet.messages).toHaveLength(1)
    const acks = relay.received.filter((r) => r.frame.method === undefined && r.connection.clientId === wallet.clientId)
    expect(acks.map((a) => a.frame)).toContainEqual({ id: 901, jsonrpc: '2.0', result: true })
    expect(acks.map((a) => a.frame)).toContainEqual({ id: 902, jsonrpc: '2.0', result: true })
  })

  it('acks but does not emit deliveries for topics it did not subscribe', async () => {
    const wallet = client()
    await wallet.subscribe(topic(1))
    relay.push(wallet.clientId, 903, { topic: topic(2), message: 'c3RyYXk=' })
    await until(() => relay.received.some((r) => r.frame.id === 903 && r.frame.result === true))
    expect(wallet.messages).toEqual([])
  })

  it('a subscribe the relay refuses rejects with its error, and the topic stays unknown', async () => {
    relay.onRequest = (frame, connection) => {
      if (frame.method !== 'irn_subscribe') return 'handle'
      connection.socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', error: { code: -32000, message: 'too many topics' } }))
      return 'ignore'
    }
    const wallet = client()
    const failure = await wallet.subscribe(topic(1)).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(RelayError)
    expect(failure).toMatchObject({ reason: 'refused', code: -32000, method: 'irn_subscribe' })
    relay.push(wallet.clientId, 904, { topic: topic(1), message: 'bGF0ZQ==' })
    await until(() => relay.received.some((r) => r.frame.id === 904))
    expect(wallet.messages).toEqual([])
  })

  it('unsubscribe sends {topic, id} and later deliveries for the topic are dropped', async () => {
    const wallet = client()
    await wallet.subscribe(topic(1))
    await wallet.unsubscribe(topic(1))
    expect(relay.requests('irn_unsubscribe')[0]!.frame.params).toEqual({ topic: topic(1), id: subscriptionId(topic(1), wallet.clientId) })
    relay.push(wallet.clientId, 905, { topic: topic(1), message: 'Z29uZQ==' })
    await until(() => relay.received.some((r) => r.frame.id === 905))
    expect(wallet.messages).toEqual([])
  })
})

describe('relay client: reconnect', () => {
  it('after the relay drops the socket, reconnects, re-subscribes every topic with irn_batchSubscribe and gets what was published meanwhile', async () => {
    const wallet = client()
    const dapp = client()
    const events: string[] = []
    wallet.on('connect', () => events.push('connect'))
    wallet.on('disconnect', () => events.push('disconnect'))
    await wallet.subscribe(topic(1))
    await wallet.subscribe(topic(2))
    await dapp.publish(topic(9), 'd2FybS11cA==', PUBLISH) // dapp connected too
    relay.refuseConnections = true
    for (const connection of connectionsOf(wallet)) connection.socket.terminate()
    await until(() => !wallet.connected)
    await dapp.publish(topic(2), 'bWVhbndoaWxl', PUBLISH)
    relay.refuseConnections = false
    await until(() => wallet.messages.length === 1)
    expect(wallet.messages[0]).toMatchObject({ topic: topic(2), message: 'bWVhbndoaWxl' })
    const batches = relay.requests('irn_batchSubscribe').filter((r) => r.connection.clientId === wallet.clientId)
    expect(batches.map((b) => b.frame.params)).toEqual([{ topics: [topic(1), topic(2)] }])
    expect(events).toEqual(['connect', 'disconnect', 'connect'])
  })

  it('re-subscribes in batches of at most 500 topics', async () => {
    const wallet = client()
    await Promise.all(Array.from({ length: 1201 }, (_, n) => wallet.subscribe(topic(n))))
    relay.dropAll()
    await until(() => relay.requests('irn_batchSubscribe').length === 3 && wallet.connected)
    const sizes = relay.requests('irn_batchSubscribe').map((r) => (r.frame.params as { topics: string[] }).topics.length)
    expect(sizes).toEqual([500, 500, 201])
    // 1201 subscriptions over a real socket: seconds on a loaded 2-core machine, so more than the default 5 s.
  }, 30_000)

  it('the first reconnect comes about 100 ms after a drop', async () => {
    const wallet = client()
    await wallet.subscribe(topic(1))
    const dropped = Date.now()
    relay.dropAll()
    await until(() => connectionsOf(wallet).length === 2)
    const waited = Date.now() - dropped
    expect(waited).toBeGreaterThanOrEqual(90)
    expect(waited).toBeLessThan(1000)
  })

  it('a publish made while disconnected is sent after the reconnect and delivered', async () => {
    const wallet = client()
    const dapp = client()
    await wallet.subscribe(topic(1))
    await dapp.subscribe(topic(2))
    relay.refuseConnections = true
    for (const connection of connectionsOf(dapp)) connection.socket.terminate()
    await until(() => !dapp.connected)
    const published = dapp.publish(topic(1), 'cXVldWVk', PUBLISH)
    await until(() => relay.refusals.length >= 2)
    relay.refuseConnections = false
    await published
    await until(() => wallet.messages.length === 1)
    expect(wallet.messages[0]!.message).toBe('cXVldWVk')
  })

  it('a publish whose socket dropped before the answer is resent with the same id and delivered once', async () => {
    const wallet = client()
    const dapp = client()
    await wallet.subscribe(topic(1))
    await dapp.subscribe(topic(2))
    let dropped = false
    relay.onRequest = (frame) => {
      if (frame.method === 'irn_publish' && !dropped) {
        dropped = true
        return 'drop'
      }
      return 'handle'
    }
    await dapp.publish(topic(1), 'bWlkLWZsaWdodA==', PUBLISH)
    const attempts = relay.requests('irn_publish')
    expect(attempts).toHaveLength(2)
    expect(attempts[1]!.frame.id).toBe(attempts[0]!.frame.id)
    expect(attempts[1]!.connection).not.toBe(attempts[0]!.connection)
    await until(() => wallet.messages.length === 1)
    await sleep(100)
    expect(wallet.messages).toHaveLength(1)
  })

  it('a publish the relay leaves unanswered is resent with the same id on the same socket until answered', async () => {
    const dapp = client({ requestTimeoutMs: 200 })
    let ignored = 0
    relay.onRequest = (frame) => (frame.method === 'irn_publish' && ignored++ < 2 ? 'ignore' : 'handle')
    await dapp.publish(topic(1), 'bGF0ZQ==', PUBLISH)
    const attempts = relay.requests('irn_publish')
    expect(attempts).toHaveLength(3)
    expect(new Set(attempts.map((a) => a.frame.id)).size).toBe(1)
    expect(new Set(attempts.map((a) => a.connection)).size).toBe(1)
  })

  it('a publish never answered fails with a timeout after publishTimeoutMs', async () => {
    const dapp = client({ requestTimeoutMs: 100, publishTimeoutMs: 350 })
    relay.onRequest = (frame) => (frame.method === 'irn_publish' ? 'ignore' : 'handle')
    const failure = await dapp.publish(topic(1), 'bmV2ZXI=', PUBLISH).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'RelayError', reason: 'timeout', method: 'irn_publish' })
  })

  it('keeps retrying while the relay refuses, with growing waits, and connects when it is back', async () => {
    relay.refuseConnections = true
    const wallet = client()
    const subscribed = wallet.subscribe(topic(1))
    await sleep(1000)
    // 100, 200, 400 ms … : a handful of attempts in a second, not hundreds
    expect(relay.refusals.length).toBeGreaterThanOrEqual(3)
    expect(relay.refusals.length).toBeLessThanOrEqual(6)
    relay.refuseConnections = false
    expect(await subscribed).toBe(subscriptionId(topic(1), wallet.clientId))
  })

  it('reconnects at once on a page online event instead of waiting out the backoff', async () => {
    const page = new EventTarget()
    ;(globalThis as { window?: unknown }).window = page
    try {
      relay.refuseConnections = true
      const wallet = client()
      void wallet.subscribe(topic(1)).catch(() => {})
      // Attempts at 0, 100, ~300, ~700, ~1500 ms (at the latest 1780): the next wait is 1280 ms or more,
      // so from 1850 ms no attempt is due before 2500 ms.
      await sleep(1850)
      relay.refuseConnections = false
      const before = relay.connections.length
      page.dispatchEvent(new Event('online'))
      await until(() => relay.connections.length > before, 500)
      await until(() => wallet.connected, 500)
    } finally {
      delete (globalThis as { window?: unknown }).window
    }
  })
})

describe('relay client: liveness', () => {
  it('drops a socket on which the relay went silent (no frames, no pings) and reconnects', async () => {
    const wallet = client({ probeAfterSilenceMs: 150, probeTimeoutMs: 150 })
    await wallet.subscribe(topic(1))
    let silent = true
    relay.onRequest = () => (silent ? 'ignore' : 'handle')
    await until(() => relay.requests('irn_batchSubscribe').length === 1) // the probe, unanswered
    expect(relay.requests('irn_batchSubscribe')[0]!.frame.params).toEqual({ topics: [topic(1)] })
    silent = false
    await until(() => connectionsOf(wallet).length === 2 && wallet.connected)
  })

  it('a relay that pings keeps a quiet socket alive without probes (Node ws)', async () => {
    await relay.close()
    relay = await startTestRelay({ pingEveryMs: 50 })
    const wallet = client({ probeAfterSilenceMs: 200, probeTimeoutMs: 100 })
    await wallet.subscribe(topic(1))
    await sleep(700)
    expect(relay.requests('irn_batchSubscribe')).toHaveLength(0)
    expect(connectionsOf(wallet)).toHaveLength(1)
    expect(wallet.connected).toBe(true)
  })
})

describe('relay client: close and bad frames', () => {
  it('close() rejects pending calls, closes the socket and stops reconnecting', async () => {
    relay.onRequest = (frame) => (frame.method === 'irn_subscribe' ? 'ignore' : 'handle')
    const wallet = client()
    const events: string[] = []
    wallet.on('disconnect', () => events.push('disconnect'))
    const pending = wallet.subscribe(topic(1)).catch((error: unknown) => error)
    await until(() => relay.requests('irn_subscribe').length === 1)
    await wallet.close()
    expect(await pending).toMatchObject({ name: 'RelayError', reason: 'closed' })
    expect(wallet.connected).toBe(false)
    expect(events).toEqual(['disconnect'])
    await until(() => connectionsOf(wallet)[0]!.socket.readyState === WebSocket.CLOSED)
    await sleep(400)
    expect(connectionsOf(wallet)).toHaveLength(1)
    await expect(wallet.publish(topic(1), 'YWZ0ZXI=', PUBLISH)).rejects.toMatchObject({ reason: 'closed' })
  })

  it('close() while refused stops the retries', async () => {
    relay.refuseConnections = true
    const wallet = client()
    void wallet.subscribe(topic(1)).catch(() => {})
    await until(() => relay.refusals.length >= 1)
    await wallet.close()
    const refusals = relay.refusals.length
    await sleep(500)
    expect(relay.refusals.length).toBe(refusals)
  })

  it('ignores frames that are not JSON-RPC, acks a malformed delivery, and keeps working', async () => {
    const wallet = client()
    await wallet.subscribe(topic(1))
    relay.sendRaw(wallet.clientId, 'not json')
    relay.sendRaw(wallet.clientId, '[1,2]')
    relay.sendRaw(wallet.clientId, '{"jsonrpc":"2.0"}')
    relay.sendRaw(wallet.clientId, '{"id":"1","jsonrpc":"1.0","result":true}')
    relay.sendRaw(wallet.clientId, JSON.stringify({ id: 906, jsonrpc: '2.0', method: 'irn_subscription', params: { data: 42 } }))
    relay.push(wallet.clientId, 907, { topic: topic(1), message: 'c3RpbGwgaGVyZQ==' })
    await until(() => wallet.messages.length === 1)
    expect(wallet.messages[0]!.message).toBe('c3RpbGwgaGVyZQ==')
    // The ack leaves the client before the next delivery is handled, but may reach the relay after it.
    await until(() => relay.received.some((r) => r.frame.id === 906))
    expect(relay.received.map((r) => r.frame)).toContainEqual({ id: 906, jsonrpc: '2.0', result: true })
    expect(wallet.warnings.length).toBeGreaterThanOrEqual(5)
    expect(wallet.connected).toBe(true)
    expect(connectionsOf(wallet)).toHaveLength(1)
  })

  it('answers a request it does not know with -32601', async () => {
    const wallet = client()
    await wallet.subscribe(topic(1))
    relay.sendRaw(wallet.clientId, JSON.stringify({ id: 908, jsonrpc: '2.0', method: 'irn_somethingNew', params: {} }))
    await until(() => relay.received.some((r) => r.frame.id === 908))
    expect(relay.received.find((r) => r.frame.id === 908)!.frame).toEqual({
      id: 908,
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
    })
  })

  it('a listener that throws does not stop delivery to the others', async () => {
    const warnings: unknown[][] = []
    const wallet = createRelayClient({ relayUrl: relay.url, WebSocket, logger: { warn: (...args) => warnings.push(args) } })
    clients.push(wallet)
    wallet.on('message', () => {
      throw new Error('faulty listener')
    })
    const received: RelayMessage[] = []
    wallet.on('message', (message) => received.push(message))
    await wallet.subscribe(topic(1))
    relay.push(wallet.clientId, 909, { topic: topic(1), message: 'b2s=' })
    await until(() => received.length === 1)
    expect(warnings.some((w) => String(w[1]).includes("'message' listener threw"))).toBe(true)
  })
})
