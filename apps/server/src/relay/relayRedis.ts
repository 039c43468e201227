import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/**
 * A connection for the relay's mailbox and fan-out. Commands fail at once while Redis is
 * unreachable (no offline queue, one retry): the client gets an error and retries, rather than
 * waiting on a queue. `queueWhileOffline` is for the pub/sub connection, whose SUBSCRIBE must wait
 * for Redis and is renewed by ioredis after every reconnect. An outage and the recovery are each
 * logged once.
 */
export async function connectRelayRedis(log: FastifyBaseLogger, url: string, options: { role: string; queueWhileOffline?: boolean }): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: options.queueWhileOffline ? null : 1,
    enableOfflineQueue: options.queueWhileOffline ?? false,
  })
  let reachable = true
  redis.on('error', (error: Error) => {
    if (!reachable) return
    reachable = false
    log.warn({ err: error }, `Redis (REDIS_URL) cannot be reached: the relay's ${options.role} fails until it answers`)
  })
  redis.on('ready', () => {
    if (reachable) return
    reachable = true
    log.info(`Redis (REDIS_URL) answers again: the relay's ${options.role} works`)
  })
  // A Redis that is down at startup is reported by the 'error' listener; the client keeps retrying.
  // A slow one (a loaded machine can take longer than connectTimeout) gets a few seconds, so the
  // first clients are not refused while the connection is still being made.
  await redis.connect().catch(() => {})
  if (redis.status !== 'ready') await readyWithin(redis, STARTUP_WAIT_MS)
  return redis
}

/** How long startup waits for a Redis that did not connect at the first try. */
const STARTUP_WAIT_MS = 5_000

function readyWithin(redis: Redis, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    redis.on('ready', done)
  })
}
