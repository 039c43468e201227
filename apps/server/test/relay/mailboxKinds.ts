import { randomUUID } from 'node:crypto'
import { deleteRedisKeys, redisAvailable } from './redis.ts'

/** One of the relay's mailboxes, for a test file to run its tests on each. */
export interface MailboxKind {
  /** For the tests' names: where the mailbox is, or why the Redis one did not run. */
  name: string
  skip: boolean
  /** The relay settings that choose it. */
  relay: { redisUrl?: string; redisKeyPrefix?: string }
  /** Deletes what the tests left in it (the Redis keys under this run's prefix), once the server is closed. */
  cleanUp(): Promise<void>
}

/** The mailbox in process memory, and in Redis under a key prefix of this run's own (skipped, saying why, when Redis does not answer). */
export async function mailboxKinds(): Promise<MailboxKind[]> {
  const redis = await redisAvailable()
  const redisKeyPrefix = `foyer-relay-test:${randomUUID()}:`
  return [
    { name: 'in process memory', skip: false, relay: {}, cleanUp: async () => {} },
    {
      name: `in Redis (${redis.available ? redis.url : `not run: ${redis.reason}`})`,
      skip: !redis.available,
      relay: { redisUrl: redis.url, redisKeyPrefix },
      cleanUp: () => deleteRedisKeys(redis.url, redisKeyPrefix),
    },
  ]
}
