import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'

/**
 * The Redis client the rate limits count in. Commands fail at once while Redis is unreachable
 * (no offline queue, one retry), so a Redis outage costs no latency: requests pass uncounted.
 * An outage and the recovery are each logged once, not once per reconnect attempt.
 */
export async function connectRateLimitRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
  let reachable = true
  redis.on('error', (error: Error) => {
    if (!reachable) return
    reachable = false
    app.log.warn({ err: error }, 'Redis (REDIS_URL) cannot be reached: rate limits are not enforced until it answers')
  })
  redis.on('ready', () => {
    if (reachable) return
    reachable = true
    app.log.info('Redis (REDIS_URL) answers again: rate limits are enforced')
  })
  app.addHook('onClose', async () => redis.disconnect())
  // A Redis that is down at startup is reported by the 'error' listener; the client keeps retrying.
  await redis.connect().catch(() => {})
  return redis
}
