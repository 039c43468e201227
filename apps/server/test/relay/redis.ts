import { Redis } from 'ioredis'

/** The Redis the relay's multi-process tests use: TEST_REDIS_URL, or the one the project's machines run (.ci/run). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

export type RedisAvailability = { available: true; url: string } | { available: false; url: string; reason: string }

/** Whether Redis answers PING at `url`; when not, why, in words for the test summary. */
export async function redisAvailable(url = TEST_REDIS_URL): Promise<RedisAvailability> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  // The connection error says why (ECONNREFUSED …); the rejected command only says it is closed.
  let connectionError: Error | undefined
  redis.on('error', (error: Error) => (connectionError ??= error))
  try {
    await redis.connect()
    await redis.ping()
    return { available: true, url }
  } catch (error) {
    return {
      available: false,
      url,
      reason: `Redis does not answer at ${url} (${(connectionError ?? (error as Error)).message}). Start it: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' (or set TEST_REDIS_URL).`,
    }
  } finally {
    redis.disconnect()
  }
}

/** Deletes every key under `prefix` (a test run's own). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 })
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      if (keys.length) await redis.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    redis.disconnect()
  }
}

/** Keys under `prefix`, to check what the relay left behind. */
export async function redisKeys(url: string, prefix: string): Promise<string[]> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 })
  try {
    return await redis.keys(`${prefix}*`)
  } finally {
    redis.disconnect()
  }
}
