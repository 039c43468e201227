import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelope, newIdentity, newTopic, RelayTestClient, settle, START_TIMEOUT_MS, startRelayServer, type RelayServer } from './relayHarness.ts'
import { useRelayServer } from './useRelayServer.ts'
import { handledSoFar, pushesBeforeMarker } from './pushesBefore.ts'

/** The subscription id 2.21.8 computes for itself: sha256 of the UTF-8 of topic + clientId, hex. */
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/**
 * What the relay must do for the messages of 2.21.8 peers (design note §3.4, §3.5), on one server
 * in process memory; relayRedis.test.ts runs the same delivery across two servers.
 */
describe('relay delivery', () => {
  const { connect } = useRelayServer()

  it('answers irn_subscribe with sha256(topic + clientId), and irn_batchSubscribe with one such id per topic', async () => {
    const client = await connect()
    const topic = newTopic()
    expect(await client.subscribe(topic)).toBe(sha256Hex(topic + client.clientId))
    const topics = [newTopic(), newTopic()]
    expect(await client.result('irn_batchSubscribe', { topics })).toEqual(topics.map((t) => sha256Hex(t + client.clientId)))
  })

  it('echoes string ids exactly, and numeric ids with their digits even beyond 2^53', async () => {
    const client = await connect()
    const topic = newTopic()
    const stringId = '1795315054918282496'
    await client.call('irn_subscribe', { topic }, stringId)
    expect(client.rawFrames).toContain(`{"id":"${stringId}","jsonrpc":"2.0","result":"${sha256Hex(topic + client.clientId)}"}`)
    client.sendRaw(`{"id":1795315054918282497,"jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"${topic}"}}`)
    await client.until(() => client.rawFrames.includes('{"id":1795315054918282497,"jsonrpc":"2.0","result":true}'))
  })

  it('delivers a publish to every other subscriber with topic, message, publishedAt and tag, and never back to the publisher', async () => {
    const [publisher, first, second] = await Promise.all([connect(), connect(), connect()])
    const topic = newTopic()
    await Promise.all([publisher.subscribe(topic), first.subscribe(topic), second.subscribe(topic)])
    const message = envelope()
    const before = Date.now()
    expect(await publisher.publish(topic, message, { tag: 1108 })).toBe(true)
    for (const subscriber of [first, second]) {
      const push = await subscriber.nthPush(1)
      expect(push).toMatchObject({ jsonrpc: '2.0', method: 'irn_subscription', params: { id: sha256Hex(topic + subscriber.clientId), data: { topic, message, tag: 1108 } } })
      expect(push.params.data.publishedAt).toBeGreaterThanOrEqual(before)
      expect(push.params.data.publishedAt).toBeLessThanOrEqual(Date.now())
    }
    expect(await pushesBeforeMarker(publisher, first)).toEqual([])
  })

  it('pushes with small numeric ids counted per socket, safe for 2.21.8 to echo', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    await subscriber.subscribe(topic)
    await publisher.publish(topic, envelope('a'))
    await publisher.publish(topic, envelope('b'))
    await subscriber.nthPush(2)
    expect(subscriber.pushes().map((push) => push.id)).toEqual([1, 2])
  })

  it('does not send a stored message back to its publisher later, on another socket', async () => {
    const identity = await newIdentity()
    const publisher = await connect({ identity })
    const topic = newTopic()
    await publisher.publish(topic, envelope())
    await publisher.close()
    const again = await connect({ identity })
    await again.subscribe(topic)
    expect(await pushesBeforeMarker(again, await connect())).toEqual([])
  })

  it('keeps a message for a subscriber that was offline and delivers it once it subscribes', async () => {
    const publisher = await connect()
    const topic = newTopic()
    const message = envelope()
    await publisher.publish(topic, message)
    const late = await connect()
    await late.subscribe(topic)
    expect((await late.nthPush(1)).params.data).toMatchObject({ topic, message })
  })

  it('answers irn_subscribe before delivering the stored messages of the topic', async () => {
    const publisher = await connect()
    const topic = newTopic()
    await publisher.publish(topic, envelope())
    const subscriber = await connect()
    const answer = await subscriber.call('irn_subscribe', { topic }, 'subscribe-1')
    await subscriber.nthPush(1)
    const order = subscriber.frames.map((frame) => ((frame as { method?: string }).method === 'irn_subscription' ? 'push' : (frame as { id: unknown }).id))
    expect(answer.result).toBe(sha256Hex(topic + subscriber.clientId))
    expect(order).toEqual(['subscribe-1', 'push'])
  })

  it('forgets a message after its ttl', async () => {
    const publisher = await connect()
    const topic = newTopic()
    const lasting = envelope('lasting')
    await publisher.publish(topic, envelope('short-lived'), { ttl: 1 })
    await publisher.publish(topic, lasting, { ttl: 300 })
    // The relay's clock must pass the first message's expiry: a wait for time, not for an effect.
    await settle(1_300)
    const late = await connect()
    await late.subscribe(topic)
    expect((await pushesBeforeMarker(late, publisher)).map((push) => push.params.data.message)).toEqual([lasting])
  })

  it("deletes a client's copy when it acknowledges: after reconnecting, only the unacknowledged message is delivered again", async () => {
    const identity = await newIdentity()
    const publisher = await connect()
    const receiver = await connect({ identity })
    const topic = newTopic()
    await receiver.subscribe(topic)
    const [acked, unacked] = [envelope('acked'), envelope('unacked')]
    await publisher.publish(topic, acked)
    await publisher.publish(topic, unacked)
    const first = await receiver.nthPush(1)
    await receiver.nthPush(2)
    expect(first.params.data.message).toBe(acked)
    receiver.ack(first)
    await handledSoFar(receiver)
    await receiver.close()

    const reconnected = await connect({ identity })
    await reconnected.result('irn_batchSubscribe', { topics: [topic] })
    expect((await pushesBeforeMarker(reconnected, publisher)).map((push) => push.params.data.message)).toEqual([unacked])
  })

  it('delivers an acknowledged message to another client that subscribes later: an ack deletes only that client’s copy', async () => {
    const [publisher, first] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    await first.subscribe(topic)
    await publisher.publish(topic, envelope())
    first.ack(await first.nthPush(1))
    await handledSoFar(first)
    const second = await connect()
    await second.subscribe(topic)
    expect((await second.nthPush(1)).params.data.topic).toBe(topic)
  })

  it('stores a retried publish once', async () => {
    const publisher = await connect()
    const topic = newTopic()
    const message = envelope()
    await publisher.publish(topic, message)
    await publisher.publish(topic, message)
    const late = await connect()
    await late.subscribe(topic)
    expect(await pushesBeforeMarker(late, publisher)).toHaveLength(1)
  })

  it('hands a socket each message once: a publish retried after the subscriber acknowledged it reaches only sockets that did not have it', async () => {
    const [publisher, receiver] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    await receiver.subscribe(topic)
    const message = envelope()
    await publisher.publish(topic, message)
    receiver.ack(await receiver.nthPush(1))
    await handledSoFar(receiver)
    const late = await connect()
    await late.subscribe(topic)
    // The publisher did not hear the first answer and publishes the same message again.
    await publisher.publish(topic, message)
    expect((await pushesBeforeMarker(receiver, publisher)).map((push) => push.params.data.message)).toEqual([message])
    expect((await pushesBeforeMarker(late, publisher)).map((push) => push.params.data.message)).toEqual([message])
  })

  it('remembers at most 256 acknowledged messages per socket: past them the oldest may be handed again, as before', async () => {
    // Two publishers: one client may publish 200 at once (relayLimits.test.ts).
    const [publisher, second, receiver] = await Promise.all([connect(), connect(), connect()])
    const topic = newTopic()
    await receiver.subscribe(topic)
    const messages = Array.from({ length: 257 }, (_, index) => envelope(`message ${index}`))
    for (const [index, message] of messages.entries()) {
      await (index < 150 ? publisher : second).publish(topic, message, { ttl: 300 })
      receiver.ack(await receiver.nthPush(index + 1))
    }
    await handledSoFar(receiver)
    const [oldest, newest] = [messages[0]!, messages[256]!]
    await second.publish(topic, newest)
    await second.publish(topic, oldest)
    expect((await pushesBeforeMarker(receiver, second)).slice(257).map((push) => push.params.data.message)).toEqual([oldest])
  })

  it('stops delivering a topic after irn_unsubscribe, which answers true', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    const id = await subscriber.subscribe(topic)
    expect(await subscriber.result('irn_unsubscribe', { topic, id })).toBe(true)
    await publisher.publish(topic, envelope())
    expect(await pushesBeforeMarker(subscriber, publisher)).toEqual([])
  })

  it('irn_batchUnsubscribe removes every listed subscription', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topics = [newTopic(), newTopic()]
    const ids = (await subscriber.result('irn_batchSubscribe', { topics })) as string[]
    expect(await subscriber.result('irn_batchUnsubscribe', { subscriptions: topics.map((topic, i) => ({ topic, id: ids[i] })) })).toBe(true)
    for (const topic of topics) await publisher.publish(topic, envelope())
    expect(await pushesBeforeMarker(subscriber, publisher)).toEqual([])
  })

  it('irn_batchPublish stores and delivers every message', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topics = [newTopic(), newTopic()]
    await subscriber.result('irn_batchSubscribe', { topics })
    const messages = topics.map((topic) => ({ topic, message: envelope(), ttl: 300, tag: 1108 }))
    expect(await publisher.result('irn_batchPublish', { messages })).toBe(true)
    await subscriber.nthPush(2)
    expect(
      subscriber
        .pushes()
        .map((push) => push.params.data.message)
        .sort(),
    ).toEqual(messages.map((m) => m.message).sort())
  })

  it('irn_batchFetchMessages answers the stored messages with hasMore, and a second fetch finds them taken', async () => {
    const [publisher, fetcher] = await Promise.all([connect(), connect()])
    const topics = [newTopic(), newTopic()]
    const messages = [envelope('one'), envelope('two')]
    await publisher.publish(topics[0]!, messages[0]!, { tag: 1108 })
    await publisher.publish(topics[1]!, messages[1]!, { tag: 1109 })
    const fetched = (await fetcher.result('irn_batchFetchMessages', { topics })) as { messages: { topic: string; message: string; tag: number; publishedAt: number }[]; hasMore: boolean }
    expect(fetched.hasMore).toBe(false)
    expect(fetched.messages.map(({ topic, message, tag }) => ({ topic, message, tag }))).toEqual([
      { topic: topics[0], message: messages[0], tag: 1108 },
      { topic: topics[1], message: messages[1], tag: 1109 },
    ])
    expect(await fetcher.result('irn_fetchMessages', { topic: topics[0] })).toEqual({ messages: [], hasMore: false })
  })

  it('accepts and ignores the fields 2.21.8 adds to irn_publish (prompt, tvf, attestation forwarded)', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    await subscriber.subscribe(topic)
    const params = {
      topic,
      message: envelope(),
      ttl: 300,
      prompt: true,
      tag: 1108,
      tvf: { correlationId: 1795315057452108, rpcMethods: ['personal_sign'], chainId: 'eip155:1', txHashes: [], contractAddresses: [] },
      attestation: 'eyJhbGciOi',
    }
    expect(await publisher.result('irn_publish', params)).toBe(true)
    expect((await subscriber.nthPush(1)).params.data).toEqual({ topic, message: params.message, publishedAt: expect.any(Number), tag: 1108, attestation: 'eyJhbGciOi' })
  })
})

describe('wc_proposeSession and wc_approveSession (how 2.21.8 proposes and approves)', () => {
  let server: RelayServer
  beforeAll(async () => {
    server = await startRelayServer()
  }, START_TIMEOUT_MS)
  afterAll(() => server?.close())

  it('subscribes each caller to the new topic and publishes the payloads with tags 1100, 1101 and 1102, echoing none back', async () => {
    const dapp = await RelayTestClient.connect(server.relayUrl)
    const wallet = await RelayTestClient.connect(server.relayUrl)
    const pairingTopic = newTopic()
    const sessionTopic = newTopic()
    const [proposal, response, settlement, request] = [envelope('proposal'), envelope('response'), envelope('settle'), envelope('request')]

    // The dapp never subscribes its pairing topic itself.
    expect(await dapp.result('wc_proposeSession', { pairingTopic, sessionProposal: proposal, ttl: 300, correlationId: 1795315054915595 })).toBe(true)
    await wallet.subscribe(pairingTopic)
    expect((await wallet.nthPush(1)).params.data).toMatchObject({ topic: pairingTopic, message: proposal, tag: 1100 })

    // The wallet never subscribes the session topic itself.
    const approval = { sessionTopic, pairingTopic, sessionProposalResponse: response, sessionSettlementRequest: settlement, ttl: 300, correlationId: 1795315054915595 }
    expect(await wallet.result('wc_approveSession', approval)).toBe(true)
    expect((await dapp.nthPush(1)).params.data).toMatchObject({ topic: pairingTopic, message: response, tag: 1101 })
    await dapp.subscribe(sessionTopic)
    expect((await dapp.nthPush(2)).params.data).toMatchObject({ topic: sessionTopic, message: settlement, tag: 1102 })

    // The relay subscribed the wallet to the session topic: the dapp's next request reaches it.
    await dapp.publish(sessionTopic, request, { tag: 1108 })
    expect((await wallet.nthPush(2)).params.data).toMatchObject({ topic: sessionTopic, message: request })

    expect((await pushesBeforeMarker(wallet, dapp)).map((push) => push.params.data.message)).toEqual([proposal, request])
    expect((await pushesBeforeMarker(dapp, wallet)).map((push) => push.params.data.message)).toEqual([response, settlement])
    await Promise.all([dapp.close(), wallet.close()])
  })
})
