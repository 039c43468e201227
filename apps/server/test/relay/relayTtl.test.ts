import { describe, expect, it } from 'vitest'
import { createMemoryFanout } from '../../src/relay/fanout.ts'
import { createMemoryMailbox } from '../../src/relay/memoryMailbox.ts'
import { createRelayHub } from '../../src/relay/relayHub.ts'
import { createRelayMetrics } from '../../src/relay/relayMetrics.ts'
import { envelope, metricValue, newTopic } from './relayHarness.ts'
import { useRelayServer } from './useRelayServer.ts'

const DAY = 86_400
const SEVEN_DAYS = 7 * DAY

describe('relay ttl: a message is kept at most the longest ttl', () => {
  it('keeps a message no longer than the longest ttl, however long its publish asks', async () => {
    let now = Date.now()
    const clock = () => now
    const budget = { maxBytes: 1024 * 1024, maxBytesPerTopic: 1024 * 1024, maxBytesPerClient: 1024 * 1024, maxBytesPerAddress: 1024 * 1024 }
    const mailbox = createMemoryMailbox({ budget, now: clock })
    const hub = createRelayHub({ mailbox, fanout: createMemoryFanout(), maxMessagesPerTopic: 10, maxTtlSeconds: SEVEN_DAYS, budget, metrics: createRelayMetrics(), now: clock })
    const topic = newTopic()
    await hub.publish({ clientId: 'did:key:publisher', clientIp: '192.0.2.1' }, { topic, message: envelope(), ttl: 30 * DAY, tag: 1116 })

    now += SEVEN_DAYS * 1000 - 1_000
    expect((await hub.fetch('did:key:early-reader', [topic])).messages).toHaveLength(1)
    now += 2_000
    expect((await hub.fetch('did:key:late-reader', [topic])).messages).toEqual([])
    await mailbox.close()
  })
})

describe('relay ttl over the wire', () => {
  const relay = useRelayServer()

  it('accepts a publish asking for more than 7 days (sign-client 2.21.8 authenticate() passes its caller’s expiry), keeps it 7 days, and counts it clamped', async () => {
    const [publisher, subscriber] = await Promise.all([relay.connect(), relay.connect()])
    const topic = newTopic()
    expect(await publisher.publish(topic, envelope(), { ttl: 30 * DAY, tag: 1116 })).toBe(true)
    expect(await publisher.publish(topic, envelope(), { ttl: 10 * 365 * DAY, tag: 1116 })).toBe(true)
    expect(await publisher.publish(topic, envelope(), { ttl: SEVEN_DAYS, tag: 1108 })).toBe(true)
    await subscriber.subscribe(topic)
    await subscriber.nthPush(3)
    expect(await metricValue(relay.server, 'relay_publish_ttl_clamped_total')).toBe(2)
  })

  it('still refuses a ttl that is not a positive whole number of seconds with -32602', async () => {
    const client = await relay.connect()
    for (const ttl of [0, -5, 1.5]) {
      expect((await client.call('irn_publish', { topic: newTopic(), message: envelope(), ttl, tag: 1108 })).error?.code).toBe(-32602)
    }
  })
})
