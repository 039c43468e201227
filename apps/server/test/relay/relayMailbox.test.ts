import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import type { Mailbox, MailboxOptions } from '../../src/relay/mailbox.ts'
import { storedBytes, type EvictionReason } from '../../src/relay/mailboxBudget.ts'
import { createMemoryMailbox } from '../../src/relay/memoryMailbox.ts'
import { createRedisMailbox } from '../../src/relay/redisMailbox.ts'
import type { RelayedMessage } from '../../src/relay/relayMessage.ts'
import { newTopic } from './relayHarness.ts'
import { deleteRedisKeys, redisAvailable } from './redis.ts'

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
function message(topic: string, publisher: string, now: number, ttlSeconds = 300, length = 0): RelayedMessage {
  sequence++
  const text = length > 0 ? 'A'.repeat(length) : `bWVzc2FnZQ==${sequence}`
  return { topic, message: text, hash: `hash-${sequence}`, tag: 1108, publishedAt: now + sequence, expiresAt: now + ttlSeconds * 1000, publisher }
}

/** Budgets no test below reaches unless it means to. */
const ROOMY = { maxBytes: 64 * 1024 * 1024, maxBytesPerTopic: 16 * 1024 * 1024, maxBytesPerClient: 64 * 1024 * 1024, maxBytesPerAddress: 64 * 1024 * 1024 }

/** The IP address key every message is published from, unless a test says otherwise. */
const ADDRESS = '192.0.2.1'

/** What a mailbox made for a test reported evicting, by reason. */
function evictionLog() {
  const evicted: Record<EvictionReason, number> = { 'topic-budget': 0, 'mailbox-budget': 0 }
  return { evicted, onEvicted: (reason: EvictionReason, count: number) => void (evicted[reason] += count) }
}

type MakeMailbox = (now: () => number, options?: Partial<Omit<MailboxOptions, 'now'>>) => Mailbox

const kinds: { name: string; skip: boolean; make: MakeMailbox }[] = [
  { name: 'in process memory', skip: false, make: (now, options) => createMemoryMailbox({ budget: ROOMY, ...options, now }) },
  {
    name: `in Redis (${redis.available ? redis.url : `not run: ${redis.reason}`})`,
    skip: !redis.available,
    // Each mailbox under a prefix of its own: the byte budget is the whole mailbox's, shared by every topic.
    make: (now, options) => {
      const connection = new Redis(redis.url, { maxRetriesPerRequest: 1 })
      connections.push(connection)
      return createRedisMailbox(connection, `${keyPrefix}${randomUUID()}:`, { budget: ROOMY, ...options, now })
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
      expect(await mailbox.store(first, 10, ADDRESS)).toBe('stored')
      expect(await mailbox.store(second, 10, ADDRESS)).toBe('stored')
      expect(await mailbox.store({ ...first, publishedAt: first.publishedAt + 5 }, 10, ADDRESS)).toBe('duplicate')
      expect(await mailbox.pendingFor(topic, 'did:key:reader', 10)).toEqual({ messages: [first, second], hasMore: false })
      expect(await mailbox.pendingFor(topic, 'did:key:reader', 1)).toEqual({ messages: [first], hasMore: true })
    })

    it('never answers a message to the client that published it', async () => {
      const clock = testClock()
      const mailbox = kind.make(clock.now)
      const topic = newTopic()
      await mailbox.store(message(topic, 'did:key:publisher', clock.now()), 10, ADDRESS)
      expect((await mailbox.pendingFor(topic, 'did:key:publisher', 10)).messages).toEqual([])
    })

    it('leaves out what a client acknowledged, for that client only', async () => {
      const clock = testClock()
      const mailbox = kind.make(clock.now)
      const topic = newTopic()
      const [acked, kept] = [message(topic, 'did:key:publisher', clock.now()), message(topic, 'did:key:publisher', clock.now())]
      await mailbox.store(acked, 10, ADDRESS)
      await mailbox.store(kept, 10, ADDRESS)
      await mailbox.acknowledge('did:key:reader', topic, acked.hash)
      expect((await mailbox.pendingFor(topic, 'did:key:reader', 10)).messages).toEqual([kept])
      expect((await mailbox.pendingFor(topic, 'did:key:other', 10)).messages).toEqual([acked, kept])
    })

    it('refuses a message into a topic at its cap, and counts only live messages towards it', async () => {
      const clock = testClock()
      const mailbox = kind.make(clock.now)
      const topic = newTopic()
      expect(await mailbox.store(message(topic, 'p', clock.now(), 1), 2, ADDRESS)).toBe('stored')
      expect(await mailbox.store(message(topic, 'p', clock.now(), 300), 2, ADDRESS)).toBe('stored')
      expect(await mailbox.store(message(topic, 'p', clock.now(), 300), 2, ADDRESS)).toBe('topic-full')
      clock.advance(1_100)
      expect(await mailbox.store(message(topic, 'p', clock.now(), 300), 2, ADDRESS)).toBe('stored')
    })

    it('forgets a message at its expiry', async () => {
      const clock = testClock()
      const mailbox = kind.make(clock.now)
      const topic = newTopic()
      const lasting = message(topic, 'p', clock.now(), 300)
      await mailbox.store(message(topic, 'p', clock.now(), 1), 10, ADDRESS)
      await mailbox.store(lasting, 10, ADDRESS)
      clock.advance(1_000)
      expect((await mailbox.pendingFor(topic, 'did:key:reader', 10)).messages).toEqual([lasting])
    })

    /** Messages of 1000 bytes; budgets are counted in what one of them costs. */
    const LENGTH = 1000
    const cost = storedBytes(message(newTopic(), 'p', 0, 300, LENGTH))

    it('evicts the oldest messages of a topic past the topic byte budget, keeping the newest', async () => {
      const clock = testClock()
      const log = evictionLog()
      const mailbox = kind.make(clock.now, { budget: { ...ROOMY, maxBytes: 100 * cost, maxBytesPerTopic: 3 * cost }, onEvicted: log.onEvicted })
      const topic = newTopic()
      const stored = Array.from({ length: 5 }, () => message(topic, 'p', clock.now(), 300, LENGTH))
      for (const each of stored) expect(await mailbox.store(each, 100, ADDRESS)).toBe('stored')
      expect((await mailbox.pendingFor(topic, 'did:key:reader', 100)).messages).toEqual(stored.slice(2))
      expect(log.evicted).toEqual({ 'topic-budget': 2, 'mailbox-budget': 0 })
      expect(await mailbox.bytesHeld()).toBe(3 * cost)
    })

    it('evicts the oldest messages of the whole mailbox past the mailbox byte budget, whatever their topic', async () => {
      const clock = testClock()
      const log = evictionLog()
      const mailbox = kind.make(clock.now, { budget: { ...ROOMY, maxBytes: 4 * cost, maxBytesPerTopic: 4 * cost }, onEvicted: log.onEvicted })
      const topics = Array.from({ length: 6 }, newTopic)
      const stored = topics.map((topic) => message(topic, 'p', clock.now(), 300, LENGTH))
      for (const each of stored) expect(await mailbox.store(each, 100, ADDRESS)).toBe('stored')
      const pending = await Promise.all(topics.map(async (topic) => (await mailbox.pendingFor(topic, 'did:key:reader', 100)).messages))
      expect(pending).toEqual([[], [], ...stored.slice(2).map((each) => [each])])
      expect(log.evicted).toEqual({ 'topic-budget': 0, 'mailbox-budget': 2 })
      expect(await mailbox.bytesHeld()).toBe(4 * cost)
    })

    it('holds the bytes of its live messages only: an expired message no longer counts', async () => {
      const clock = testClock()
      const mailbox = kind.make(clock.now)
      const topic = newTopic()
      await mailbox.store(message(topic, 'p', clock.now(), 1, LENGTH), 100, ADDRESS)
      await mailbox.store(message(newTopic(), 'p', clock.now(), 300, LENGTH), 100, ADDRESS)
      expect(await mailbox.bytesHeld()).toBe(2 * cost)
      clock.advance(1_100)
      expect(await mailbox.bytesHeld()).toBe(cost)
    })

    it('counts a stored message once, however often its publish is retried', async () => {
      const clock = testClock()
      const mailbox = kind.make(clock.now)
      const stored = message(newTopic(), 'p', clock.now(), 300, LENGTH)
      await mailbox.store(stored, 100, ADDRESS)
      expect(await mailbox.store(stored, 100, ADDRESS)).toBe('duplicate')
      expect(await mailbox.bytesHeld()).toBe(cost)
    })

    describe('per publisher byte budgets', () => {
      /** Room for 8 messages in all, 3 from one client key, 5 from one address: one sender cannot reach the mailbox's budget. */
      const SHARES = { maxBytes: 8 * cost, maxBytesPerTopic: 8 * cost, maxBytesPerClient: 3 * cost, maxBytesPerAddress: 5 * cost }
      const VICTIM_ADDRESS = '203.0.113.7'
      const FLOOD_ADDRESS = '198.51.100.9'

      /** A mailbox of these shares holding a dapp's proposal, published from VICTIM_ADDRESS: what a flood must leave alone. */
      async function holdingAProposal() {
        const clock = testClock()
        const log = evictionLog()
        const mailbox = kind.make(clock.now, { budget: SHARES, onEvicted: log.onEvicted })
        const proposal = message(newTopic(), 'did:key:dapp', clock.now(), 300, LENGTH)
        expect(await mailbox.store(proposal, 100, VICTIM_ADDRESS)).toBe('stored')
        return { clock, log, mailbox, proposal }
      }

      it("refuses a client key past its own byte budget, and never evicts another client's message for it", async () => {
        const { clock, log, mailbox, proposal } = await holdingAProposal()
        const outcomes = []
        for (let i = 0; i < 12; i++) outcomes.push(await mailbox.store(message(newTopic(), 'did:key:flood', clock.now(), 300, LENGTH), 100, FLOOD_ADDRESS))
        expect(outcomes).toEqual([...Array(3).fill('stored'), ...Array(9).fill('client-full')])
        expect((await mailbox.pendingFor(proposal.topic, 'did:key:wallet', 10)).messages).toEqual([proposal])
        expect(log.evicted).toEqual({ 'topic-budget': 0, 'mailbox-budget': 0 })
        expect(await mailbox.bytesHeld()).toBe(4 * cost)
      })

      it("refuses an address past its byte budget however many client keys publish from it, leaving other addresses' messages", async () => {
        const { clock, log, mailbox, proposal } = await holdingAProposal()
        const outcomes = []
        for (let key = 0; key < 12; key++) outcomes.push(await mailbox.store(message(newTopic(), `did:key:flood-${key}`, clock.now(), 300, LENGTH), 100, FLOOD_ADDRESS))
        expect(outcomes).toEqual([...Array(5).fill('stored'), ...Array(7).fill('address-full')])
        // The same key from another address is still within both of its budgets.
        expect(await mailbox.store(message(newTopic(), 'did:key:flood-11', clock.now(), 300, LENGTH), 100, '198.51.100.10')).toBe('stored')
        expect((await mailbox.pendingFor(proposal.topic, 'did:key:wallet', 10)).messages).toEqual([proposal])
        expect(log.evicted).toEqual({ 'topic-budget': 0, 'mailbox-budget': 0 })
      })

      it('refuses a client key past its budget whatever address it publishes from', async () => {
        const clock = testClock()
        const mailbox = kind.make(clock.now, { budget: SHARES })
        const outcomes = []
        for (let i = 0; i < 5; i++) outcomes.push(await mailbox.store(message(newTopic(), 'did:key:roaming', clock.now(), 300, LENGTH), 100, `198.51.100.${i}`))
        expect(outcomes).toEqual([...Array(3).fill('stored'), ...Array(2).fill('client-full')])
      })

      it('gives a publisher its budget back as its messages expire, and a retried publish is a duplicate, not a refusal', async () => {
        const clock = testClock()
        const mailbox = kind.make(clock.now, { budget: SHARES })
        const first = message(newTopic(), 'did:key:busy', clock.now(), 1, LENGTH)
        expect(await mailbox.store(first, 100, FLOOD_ADDRESS)).toBe('stored')
        for (let i = 0; i < 2; i++) expect(await mailbox.store(message(newTopic(), 'did:key:busy', clock.now(), 1, LENGTH), 100, FLOOD_ADDRESS)).toBe('stored')
        expect(await mailbox.store(first, 100, FLOOD_ADDRESS)).toBe('duplicate')
        expect(await mailbox.store(message(newTopic(), 'did:key:busy', clock.now(), 300, LENGTH), 100, FLOOD_ADDRESS)).toBe('client-full')
        clock.advance(1_100)
        for (let i = 0; i < 3; i++) expect(await mailbox.store(message(newTopic(), 'did:key:busy', clock.now(), 300, LENGTH), 100, FLOOD_ADDRESS)).toBe('stored')
        expect(await mailbox.bytesHeld()).toBe(3 * cost)
      })

      it('gives a publisher its budget back for its messages another budget evicted', async () => {
        const clock = testClock()
        const log = evictionLog()
        const mailbox = kind.make(clock.now, { budget: { ...SHARES, maxBytesPerTopic: 2 * cost }, onEvicted: log.onEvicted })
        const topic = newTopic()
        for (let i = 0; i < 6; i++) expect(await mailbox.store(message(topic, 'did:key:chatty', clock.now(), 300, LENGTH), 100, FLOOD_ADDRESS)).toBe('stored')
        expect(log.evicted).toEqual({ 'topic-budget': 4, 'mailbox-budget': 0 })
        expect(await mailbox.store(message(newTopic(), 'did:key:chatty', clock.now(), 300, LENGTH), 100, FLOOD_ADDRESS)).toBe('stored')
      })
    })
  })
}
