import type { Redis } from 'ioredis'
import { z } from 'zod'
import type { Mailbox, StoreOutcome } from './mailbox.ts'
import type { RelayedMessage } from './relayMessage.ts'

/**
 * Per topic, three keys sharing one hash slot (`{topic}`): a hash of the messages by their hash,
 * a sorted set of their expiry times, and per client id a set of the hashes it acknowledged.
 * Each operation is one Lua script, so two processes storing into one topic cannot pass its cap
 * or store a retried publish twice. The keys expire with their last message.
 */
const PURGE_EXPIRED = `
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if #expired > 0 then
  redis.call('HDEL', KEYS[1], unpack(expired))
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
end
`

/** KEYS: messages, expiries. ARGV: now, hash, expiresAt, message JSON, max per topic. */
const STORE = `${PURGE_EXPIRED}
if redis.call('HEXISTS', KEYS[1], ARGV[2]) == 1 then return 'duplicate' end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 'topic-full' end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[4])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2])
local ttl = tonumber(ARGV[3]) - tonumber(ARGV[1])
for i = 1, 2 do
  if redis.call('PTTL', KEYS[i]) < ttl then redis.call('PEXPIRE', KEYS[i], ttl) end
end
return 'stored'
`

/** KEYS: messages, expiries, the client's acknowledged set. ARGV: now. Answers the JSON of live, unacknowledged messages. */
const PENDING = `${PURGE_EXPIRED}
local all = redis.call('HGETALL', KEYS[1])
local pending = {}
for i = 1, #all, 2 do
  if redis.call('SISMEMBER', KEYS[3], all[i]) == 0 then pending[#pending + 1] = all[i + 1] end
end
return pending
`

/** KEYS: messages, the client's acknowledged set. ARGV: hash. The set lives as long as the topic's messages. */
const ACKNOWLEDGE = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('SADD', KEYS[2], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 and redis.call('PTTL', KEYS[2]) < ttl then redis.call('PEXPIRE', KEYS[2], ttl) end
return 1
`

interface MailboxScripts {
  foyerRelayStore(messages: string, expiries: string, now: number, hash: string, expiresAt: number, json: string, max: number): Promise<string>
  foyerRelayPending(messages: string, expiries: string, acknowledged: string, now: number): Promise<string[]>
  foyerRelayAcknowledge(messages: string, acknowledged: string, hash: string): Promise<number>
}

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

/**
 * The mailbox of a relay served by several processes: in Redis, shared by all of them. Commands
 * fail at once while Redis is unreachable (the caller answers an error and the client retries).
 */
export function createRedisMailbox(redis: Redis, keyPrefix: string, now: () => number = Date.now): Mailbox {
  redis.defineCommand('foyerRelayStore', { numberOfKeys: 2, lua: STORE })
  redis.defineCommand('foyerRelayPending', { numberOfKeys: 3, lua: PENDING })
  redis.defineCommand('foyerRelayAcknowledge', { numberOfKeys: 2, lua: ACKNOWLEDGE })
  const scripts = redis as unknown as MailboxScripts
  const key = (topic: string, part: string) => `${keyPrefix}{${topic}}:${part}`
  const acknowledgedKey = (topic: string, clientId: string) => key(topic, `acked:${clientId}`)

  return {
    async store(message, maxPerTopic) {
      const outcome = await scripts.foyerRelayStore(
        key(message.topic, 'messages'),
        key(message.topic, 'expiries'),
        now(),
        message.hash,
        message.expiresAt,
        JSON.stringify(message),
        maxPerTopic,
      )
      return outcome as StoreOutcome
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
