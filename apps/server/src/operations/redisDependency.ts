import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import type { Dependency } from '../kernel/dependency.ts'

/**
 * The Redis of REDIS_URL as a readiness dependency: it must answer PING. Its own connection, made
 * when first checked and kept (ioredis reconnects by itself); while Redis is down a check fails at
 * once (no offline queue). The URL is never part of a message: it may carry a password.
 */
export function redisDependency(app: FastifyInstance, url: string): Dependency {
  let redis: Redis | undefined
  app.addHook('onClose', async () => redis?.disconnect())
  return {
    name: 'Redis (REDIS_URL)',
    async check(signal) {
      if (!redis) {
        redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, enableOfflineQueue: false })
        redis.on('error', () => {})
        await redis.connect().catch(() => {})
      }
      if (redis.status !== 'ready') throw new Error('does not answer (no connection)')
      const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))
      const answer = await Promise.race([redis.ping(), aborted])
      if (answer !== 'PONG') throw new Error(`answered PING with ${String(answer).slice(0, 40)}`)
    },
  }
}
