import { describe, expect, it } from 'vitest'
import { createConnection } from 'node:net'
import { randomBytes } from 'node:crypto'
import { envelope, newTopic, RelayTestClient, socketUrl, START_TIMEOUT_MS, startRelayServer } from './relayHarness.ts'
import { useRelayServer } from './useRelayServer.ts'
import { pushesBeforeMarker } from './pushesBefore.ts'

const LIMITS = {
  maxMessageBytes: 2048,
  maxMessagesPerTopic: 3,
  // One token in 10 s: however slow the machine, the burst is not refilled during a test.
  publishPerSecond: 0.1,
  publishBurst: 5,
  maxSubscriptionsPerSocket: 5,
  pingIntervalMs: 200,
}

describe('relay JSON-RPC errors, caps and liveness', () => {
  const { connect } = useRelayServer({ relay: LIMITS })

  it('answers an unknown method with -32601 naming it, and keeps the socket open', async () => {
    const client = await connect()
    expect(await client.call('irn_teleport', {}, 'x-1')).toEqual({
      id: 'x-1',
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found: irn_teleport is not a method of this relay' },
    })
    expect(typeof (await client.subscribe(newTopic()))).toBe('string')
  })

  it('answers bad params with -32602 and a message naming the field', async () => {
    const client = await connect()
    expect((await client.call('irn_subscribe', { topic: 'not-a-topic' })).error).toEqual({
      code: -32602,
      message: 'Invalid params for irn_subscribe: params.topic must be a topic: 64 hex digits',
    })
    expect((await client.call('irn_publish', { topic: newTopic(), message: envelope() })).error).toEqual({
      code: -32602,
      message: 'Invalid params for irn_publish: params.ttl is required',
    })
    expect((await client.call('irn_batchSubscribe', { topics: Array.from({ length: 501 }, newTopic) })).error).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/params\.topics must list at most 500 topics/),
    })
  })

  it('answers a frame that is not JSON with -32700 and id null', async () => {
    const client = await connect()
    client.sendRaw('{"id":1,')
    const answer = await client.waitFor((frame) => (frame as { error?: unknown }).error !== undefined)
    expect(answer).toMatchObject({ id: null, jsonrpc: '2.0', error: { code: -32700, message: expect.stringMatching(/^Parse error/) } })
  })

  it('refuses a message over the size cap with -32001, and stores nothing', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    await subscriber.subscribe(topic)
    const answer = await publisher.call('irn_publish', { topic, message: 'A'.repeat(LIMITS.maxMessageBytes + 1), ttl: 300, tag: 1108 })
    expect(answer.error).toEqual({ code: -32001, message: 'Message too large: 2049 bytes; this relay accepts messages of at most 2048 bytes' })
    expect(await pushesBeforeMarker(subscriber, publisher)).toEqual([])
  })

  it('refuses a message that is not a base64 envelope with -32602, so every stored byte is one byte held', async () => {
    const client = await connect()
    for (const message of ['not base64!', 'ÿ'.repeat(100), '\u{1F600}']) {
      expect((await client.call('irn_publish', { topic: newTopic(), message, ttl: 300, tag: 1108 })).error).toEqual({
        code: -32602,
        message: 'Invalid params for irn_publish: params.message must be a base64 envelope (A–Z, a–z, 0–9, +, /, - or _, = padding)',
      })
    }
  })

  it('refuses a publish into a topic holding the most messages it may keep with -32002', async () => {
    const publisher = await connect()
    const topic = newTopic()
    for (let i = 0; i < LIMITS.maxMessagesPerTopic; i++) await publisher.publish(topic, envelope())
    expect((await publisher.call('irn_publish', { topic, message: envelope(), ttl: 300, tag: 1108 })).error).toEqual({
      code: -32002,
      message: 'Topic full: it holds 3 messages, the most this relay keeps per topic; retry once some are delivered or expire',
    })
  })

  it('refuses publishes beyond the per-client rate with -32003, whichever of its sockets sends them', async () => {
    const first = await connect()
    const second = await connect({ identity: first.identity })
    for (let i = 0; i < LIMITS.publishBurst; i++) await (i % 2 ? second : first).publish(newTopic(), envelope())
    expect((await second.call('irn_publish', { topic: newTopic(), message: envelope(), ttl: 300, tag: 1108 })).error).toEqual({
      code: -32003,
      message: expect.stringMatching(/^Rate limit exceeded: at most 0.1 publishes per second \(bursts of 5\) per client; retry in [\d.]+ s$/),
    })
    // Another client is not limited by it.
    const other = await connect()
    expect(await other.publish(newTopic(), envelope())).toBe(true)
  })

  it('refuses a whole batch that would pass the rate, publishing none of it', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    await subscriber.subscribe(topic)
    const messages = Array.from({ length: LIMITS.publishBurst + 1 }, () => ({ topic, message: envelope(), ttl: 300, tag: 1108 }))
    expect((await publisher.call('irn_batchPublish', { messages })).error?.code).toBe(-32003)
    expect(await pushesBeforeMarker(subscriber, publisher)).toEqual([])
  })

  it('refuses subscriptions beyond the per-socket cap with -32004', async () => {
    const client = await connect()
    await client.result('irn_batchSubscribe', { topics: Array.from({ length: LIMITS.maxSubscriptionsPerSocket }, newTopic) })
    expect((await client.call('irn_subscribe', { topic: newTopic() })).error).toEqual({
      code: -32004,
      message: 'Too many subscriptions: a socket may subscribe at most 5 topics; unsubscribe some first',
    })
  })

  it('pings every socket, keeps those that answer, and drops one that stops answering pings', async () => {
    const answering = await connect()
    const silent = await connect({ autoPong: false })
    let pings = 0
    answering.ws.on('ping', () => pings++)
    // Two missed heartbeats drop it; the test's own timeout bounds the wait.
    expect(await silent.closed()).toBe(1006)
    expect(pings).toBeGreaterThanOrEqual(2)
    expect(answering.ws.readyState).toBe(answering.ws.OPEN)
  })
})

describe('relay shutdown', () => {
  it('closes open sockets with 1001 (going away) when the server closes, and does not wait on a client that never answers the close', { timeout: START_TIMEOUT_MS }, async () => {
    // The heartbeat would drop a silent socket too, but only after two intervals: set far beyond the test's timeout.
    const server = await startRelayServer({ relay: { pingIntervalMs: 30_000 } })
    const client = await RelayTestClient.connect(server.relayUrl)
    await client.subscribe(newTopic())
    const frozen = await frozenSocket(server.relayUrl)
    const closed = client.closed()
    // Resolves only once every connection has ended: the frozen one never answers the close frame.
    await server.close()
    expect(await closed).toBe(1001)
    // Reading again, it finds the server's close frame and the end of the connection.
    expect(await frozen.resume()).toBe(true)
  })
})

/**
 * A relay socket whose client stops reading once the upgrade is answered: it never answers a
 * close frame (a hung tab, a dead network). `resume` reads again, and resolves once the connection has ended.
 */
async function frozenSocket(relayUrl: string): Promise<{ resume(): Promise<true> }> {
  const url = new URL(await socketUrl(relayUrl))
  const socket = createConnection({ host: url.hostname, port: Number(url.port) })
  const ended = new Promise<true>((resolve) => socket.once('close', () => resolve(true)))
  socket.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () =>
      socket.write(
        `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    )
    socket.once('data', (head: Buffer) => {
      if (!head.toString('latin1').startsWith('HTTP/1.1 101')) reject(new Error(`upgrade refused: ${head.toString('latin1').split('\r\n')[0]}`))
      socket.pause()
      resolve()
    })
  })
  return {
    resume() {
      socket.resume()
      return ended
    },
  }
}
