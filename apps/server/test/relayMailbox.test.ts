import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import type { Mailbox } from '../src/relay/mailbox.ts'
import { createMemoryMailbox } from '../src/relay/memoryMailbox.ts'
import { createRedisMailbox } from '../src/relay/redisMailbox.ts'
import type { RelayedMessage } from '../src/relay/relayMessage.ts'
import { newTopic } from './relay/relayHarness.ts'
import { deleteRedisKeys, redisAvailable } from './relay/redis.ts'

const redis = await redisAvailable()
const keyPrefix = `foyer-relay-test:${randomUUID()}:`
const connections: Redis[] = []

afterAll(async () => {
  for (const connection of connections) connection.disconnect()
  if (redis.available) await deleteRedisKeys(redis.url, keyPrefix)
})

/** A clock the test moves by hand; Redis keys still expire on Redis's own clock, so times stay near now. */
function testClock() {
  let offset = 0
  return { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) }
}

let sequence = 0
function message(topic: string, publisher: string, now: number, ttlSeconds = 300): RelayedMessage {
  sequence++
  return { topic, message: `bWVzc2FnZQ==${sequence}`, hash: `hash-${sequence}`, tag: 1108, publishedAt: now + sequence, expiresAt: now + ttlSeconds * 1000, publisher }
}

const kinds: { name: string; skip: boolean; make: (now: () => number) => Mailbox }[] = [
  { name: 'in process memory', skip: false, make: (now) => createMemoryMailbox(now) },
  {
    name: `in Redis (${redis.available ? redis.url : `not run: ${redis.reason}`})`,
    skip: !redis.available,
    make: (now) => {
      const connection = new Redis(redis.url, { maxRetriesPerRequest: 1 })
      connections.push(connection)
      return createRedisMailbox(connection, keyPrefix, now)
    },
  },
]

for (const kind of kinds) {
  describe.skipIf(kind.skip)(`the relay mailbox ${kind.name}`, () => {
    it('keeps a message once per topic and hash, and answers it to other clients oldest first', async () => {
      const clock = testClock()
      const mailbox = kind.make(clock.now)
      const topic = newTopic()
      const [first, second] = [message(topic, 'did:key:publisher', clock.now()), message(topic, 'did:key:publisher', clock.now())]
      expect(await mailbox.store(first, 10)).toBe('stored')
      expect(await mailbox.store(second, 10)).toBe('stored')
      expect(await mailbox.store({ ...first, publishedAt: first.publishedAt + 5 }, 10)).toBe('duplicate')
      expect(await mailbox.pendingFor(topic, 'did:key:reader', 10)).toEqual({ messages: [first, second], hasMore: false })
      expect(await mailbox.pendingFor(topic, 'did:key:reader', 1)).toEqual({ messages: [first], hasMore: true })
    })

    it('never answers a message to the client that published it', async () => {
      const clock = testClock()
      const mailbox = kind.make(clock.now)
      const topic = newTopic()
      await mailbox.store(message(topic, 'did:key:publisher', clock.now()), 10)
      expect((await mailbox.pendingFor(topic, 'did:key:publisher', 10)).messages).toEqual([])
    })

    it("leaves out what a client acknowledged, for that client only", async () => {
      const clock = testClock()
      const mailbox = kind.make(clock.now)
      const topic = newTopic()
      const [acked, kept] = [message(topic, 'did:key:publisher', clock.now()), message(topic, 'did:key:publisher', clock.now())]
      await mailbox.store(acked, 10)
      await mailbox.store(kept, 10)
      await mailbox.acknowledge('did:key:reader', topic, acked.hash)
      expect((await mailbox.pendingFor(topic, 'did:key:reader', 10)).messages).toEqual([kept])
      expect((await mailbox.pendingFor(topic, 'did:key:other', 10)).messages).toEqual([acked, kept])
    })

    it('refuses a message into a topic at its cap, and counts only live messages towards it', async () => {
      const clock = testClock()
      const mailbox = kind.make(clock.now)
      const topic = newTopic()
      expect(await mailbox.store(message(topic, 'p', clock.now(), 1), 2)).toBe('stored')
      expect(await mailbox.store(message(topic, 'p', clock.now(), 300), 2)).toBe('stored')
      expect(await mailbox.store(message(topic, 'p', clock.now(), 300), 2)).toBe('topic-full')
      clock.advance(1_100)
      expect(await mailbox.store(message(topic, 'p', clock.now(), 300), 2)).toBe('stored')
    })

    it('forgets a message at its expiry', async () => {
      const clock = testClock()
      const mailbox = kind.make(clock.now)
      const topic = newTopic()
      const lasting = message(topic, 'p', clock.now(), 300)
      await mailbox.store(message(topic, 'p', clock.now(), 1), 10)
      await mailbox.store(lasting, 10)
      clock.advance(1_000)
      expect((await mailbox.pendingFor(topic, 'did:key:reader', 10)).messages).toEqual([lasting])
    })
  })
}
