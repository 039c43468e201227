import type { Redis } from 'ioredis'
import { z } from 'zod'
import type { Mailbox, MailboxOptions, StoreOutcome } from './mailbox.ts'
import { storedBytes } from './mailboxBudget.ts'
import { ACKNOWLEDGE, BYTES_HELD, PENDING, STORE, type MailboxScripts } from './redisMailboxScripts.ts'

/** What comes back out of Redis is parsed, not trusted: another version of the server may have written it. */
const storedMessageSchema = z.object({
  topic: z.string(),
  message: z.string(),
  hash: z.string(),
  tag: z.number(),
  publishedAt: z.number(),
  expiresAt: z.number(),
  publisher: z.string(),
  attestation: z.string().optional(),
})

const storeAnswerSchema = z.tuple([z.enum(['stored', 'duplicate', 'topic-full', 'client-full', 'address-full']), z.number(), z.number()])

/**
 * The mailbox of a relay served by several processes: in Redis, shared by all of them, its byte
 * budget too. Commands fail at once while Redis is unreachable (the caller answers an error and
 * the client retries). Key layout and scripts: redisMailboxScripts.ts.
 */
export function createRedisMailbox(redis: Redis, keyPrefix: string, { budget, onEvicted, now = Date.now }: MailboxOptions): Mailbox {
  redis.defineCommand('foyerRelayStore', { numberOfKeys: 10, lua: STORE })
  redis.defineCommand('foyerRelayPending', { numberOfKeys: 3, lua: PENDING })
  redis.defineCommand('foyerRelayAcknowledge', { numberOfKeys: 2, lua: ACKNOWLEDGE })
  redis.defineCommand('foyerRelayBytesHeld', { numberOfKeys: 7, lua: BYTES_HELD })
  const scripts = redis as unknown as MailboxScripts
  const key = (topic: string, part: string) => `${keyPrefix}{${topic}}:${part}`
  const acknowledgedKey = (topic: string, clientId: string) => key(topic, `acked:${clientId}`)
  const mailboxKey = (part: string) => `${keyPrefix}{mailbox}:${part}`
  const accounting = ['order', 'sizes', 'expiries', 'bytes'].map(mailboxKey)
  const holdings = ['owners', 'client-bytes', 'address-bytes'].map(mailboxKey)

  return {
    async store(message, maxPerTopic, publisherIp) {
      const answer = await scripts.foyerRelayStore(
        key(message.topic, 'messages'),
        key(message.topic, 'expiries'),
        ...accounting,
        mailboxKey('sequence'),
        ...holdings,
        now(),
        message.hash,
        message.expiresAt,
        JSON.stringify(message),
        maxPerTopic,
        storedBytes(message),
        budget.maxBytesPerTopic,
        budget.maxBytes,
        keyPrefix,
        message.topic,
        message.publisher,
        publisherIp,
        budget.maxBytesPerClient,
        budget.maxBytesPerAddress,
      )
      const [outcome, evictedForTopic, evictedForMailbox] = storeAnswerSchema.parse(answer)
      if (evictedForTopic > 0) onEvicted?.('topic-budget', evictedForTopic)
      if (evictedForMailbox > 0) onEvicted?.('mailbox-budget', evictedForMailbox)
      return outcome satisfies StoreOutcome
    },

    async pendingFor(topic, clientId, limit) {
      const at = now()
      const rows = await scripts.foyerRelayPending(key(topic, 'messages'), key(topic, 'expiries'), acknowledgedKey(topic, clientId), at)
      const messages = rows
        .flatMap((row) => {
          const parsed = storedMessageSchema.safeParse(parseJson(row))
          return parsed.success ? [parsed.data] : []
        })
        .filter((message) => message.publisher !== clientId && message.expiresAt > at)
        .sort((a, b) => a.publishedAt - b.publishedAt)
      return { messages: messages.slice(0, limit), hasMore: messages.length > limit }
    },

    async acknowledge(clientId, topic, hash) {
      await scripts.foyerRelayAcknowledge(key(topic, 'messages'), acknowledgedKey(topic, clientId), hash)
    },

    bytesHeld: async () => Number(await scripts.foyerRelayBytesHeld(...accounting, ...holdings, now())),

    // The connection belongs to the relay, which closes it.
    async close() {},
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
