import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelope, newIdentity, newTopic, RelayTestClient, settle, START_TIMEOUT_MS, startRelayServer, type RelayServer } from './relayHarness.ts'
import { deleteRedisKeys, redisAvailable, redisKeys } from './redis.ts'
import { handledSoFar, pushesBeforeMarker } from './pushesBefore.ts'

const redis = await redisAvailable()

/**
 * Two servers sharing one Redis act as one relay: a subscriber on A gets what a publisher on B
 * sent, and the mailbox and acknowledgements are shared. Both run in this test process, each on
 * its own port; the keys live under a prefix of this run's own, deleted afterwards.
 */
describe.skipIf(!redis.available)(`relay across two servers over Redis (${redis.available ? redis.url : 'not run: ' + redis.reason})`, () => {
  const keyPrefix = `foyer-relay-test:${randomUUID()}:`
  let a: RelayServer
  let b: RelayServer
  const clients: RelayTestClient[] = []
  const connect = async (server: RelayServer, options?: Parameters<typeof RelayTestClient.connect>[1]) => {
    const client = await RelayTestClient.connect(server.relayUrl, options)
    clients.push(client)
    return client
  }

  beforeAll(async () => {
    const relay = { redisUrl: redis.url, redisKeyPrefix: keyPrefix, maxMessagesPerTopic: 3 }
    ;[a, b] = await Promise.all([startRelayServer({ relay }), startRelayServer({ relay })])
  }, 2 * START_TIMEOUT_MS)
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await Promise.all([a?.close(), b?.close()])
    await deleteRedisKeys(redis.url, keyPrefix)
  })

  it('delivers to a subscriber on one server what a publisher on the other sent, and not back to the publisher', async () => {
    const subscriber = await connect(a)
    const publisher = await connect(b)
    const topic = newTopic()
    await Promise.all([subscriber.subscribe(topic), publisher.subscribe(topic)])
    const message = envelope()
    await publisher.publish(topic, message)
    expect((await subscriber.nthPush(1)).params.data).toMatchObject({ topic, message })
    // Each marker comes from the other server, the way the push in question would have come.
    expect(await pushesBeforeMarker(publisher, subscriber)).toEqual([])
    expect(await pushesBeforeMarker(subscriber, publisher)).toHaveLength(1)
  })

  it('keeps a message published on one server for a client that subscribes on the other later', async () => {
    const publisher = await connect(b)
    const topic = newTopic()
    const message = envelope()
    await publisher.publish(topic, message)
    const late = await connect(a)
    await late.subscribe(topic)
    expect((await late.nthPush(1)).params.data).toMatchObject({ topic, message })
  })

  it('shares acknowledgements: a client that acknowledged on one server is not sent the message again on the other', async () => {
    const identity = await newIdentity()
    const publisher = await connect(a)
    const onA = await connect(a, { identity })
    const topic = newTopic()
    await onA.subscribe(topic)
    const [acked, unacked] = [envelope('acked'), envelope('unacked')]
    await publisher.publish(topic, acked)
    await publisher.publish(topic, unacked)
    const first = await onA.nthPush(1)
    await onA.nthPush(2)
    onA.ack(first)
    await handledSoFar(onA)
    await onA.close()

    const onB = await connect(b, { identity })
    await onB.result('irn_batchSubscribe', { topics: [topic] })
    expect((await pushesBeforeMarker(onB, publisher)).map((push) => push.params.data.message)).toEqual([unacked])
  })

  it('lets wc_proposeSession on one server reach a wallet on the other, and the approval come back', async () => {
    const dapp = await connect(a)
    const wallet = await connect(b)
    const pairingTopic = newTopic()
    const sessionTopic = newTopic()
    await dapp.result('wc_proposeSession', { pairingTopic, sessionProposal: envelope('proposal'), ttl: 300, correlationId: 1 })
    await wallet.subscribe(pairingTopic)
    expect((await wallet.nthPush(1)).params.data.tag).toBe(1100)
    await wallet.result('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: envelope('response'),
      sessionSettlementRequest: envelope('settle'),
      ttl: 300,
      correlationId: 1,
    })
    expect((await dapp.nthPush(1)).params.data).toMatchObject({ topic: pairingTopic, tag: 1101 })
    await dapp.subscribe(sessionTopic)
    expect((await dapp.nthPush(2)).params.data).toMatchObject({ topic: sessionTopic, tag: 1102 })
  })

  it('forgets a message after its ttl, its keys included', async () => {
    const publisher = await connect(b)
    const topic = newTopic()
    await publisher.publish(topic, envelope(), { ttl: 1 })
    expect((await redisKeys(redis.url, `${keyPrefix}{${topic}}`)).length).toBeGreaterThan(0)
    // The relay's clock must pass the message's expiry: a wait for time, not for an effect.
    await settle(1_300)
    const late = await connect(a)
    await late.subscribe(topic)
    expect(await pushesBeforeMarker(late, publisher)).toEqual([])
    expect(await redisKeys(redis.url, `${keyPrefix}{${topic}}`)).toEqual([])
  })

  it('counts messages per topic across both servers and stores a publish retried on the other server once', async () => {
    const [onA, onB] = await Promise.all([connect(a), connect(b)])
    const topic = newTopic()
    const message = envelope()
    await onA.publish(topic, message)
    await onB.publish(topic, message)
    await onB.publish(topic, envelope())
    await onA.publish(topic, envelope())
    expect((await onB.call('irn_publish', { topic, message: envelope(), ttl: 300, tag: 1108 })).error?.code).toBe(-32002)
  })
})

describe('relay with its Redis unreachable', () => {
  it('starts, answers a publish with a JSON-RPC error instead of hanging, and logs the outage once', { timeout: START_TIMEOUT_MS }, async () => {
    const server = await startRelayServer({ relay: { redisUrl: 'redis://127.0.0.1:9', redisKeyPrefix: 'foyer-relay-unreachable:' } })
    try {
      const client = await RelayTestClient.connect(server.relayUrl)
      const answer = await client.call('irn_publish', { topic: newTopic(), message: envelope(), ttl: 300, tag: 1108 })
      expect(answer.error).toEqual({ code: -32603, message: 'Internal error: the relay could not complete irn_publish right now; retry shortly' })
      await client.close()
      const outage = server.logs.filter((line) => String(line.msg).startsWith('Redis (REDIS_URL) cannot be reached'))
      expect(outage.map((line) => line.msg)).toEqual([
        "Redis (REDIS_URL) cannot be reached: the relay's mailbox fails until it answers",
        "Redis (REDIS_URL) cannot be reached: the relay's fan-out fails until it answers",
      ])
    } finally {
      await server.close()
    }
  })
})
