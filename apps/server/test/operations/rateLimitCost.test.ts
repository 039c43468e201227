import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryCounters, redisCounters } from '../../src/operations/rateLimitCounters.ts'
import { rateLimitSettingsSchema } from '../../src/operations/rateLimitSettings.ts'

/** The rate-limit suite's Redis: TEST_REDIS_URL, or the one the project's machines run (as operationsRateLimit.test.ts). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const settings = rateLimitSettingsSchema.parse({ perProjectAndClientPerMinute: 100, perIpPerMinute: 100, projectCeilingPerMinute: 1000 })
// The plugin's counting reads only the route's config (a group id) from the request.
const request = { routeOptions: { config: {} } } as unknown as FastifyRequest

/**
 * A JSON-RPC batch counts as many requests as it carries (P13 finding 6): the counters take a cost,
 * in memory and in Redis, and a cost counted at once meets the same window as requests counted one by one.
 */
describe('counting several requests at once', () => {
  it('in memory: 99 at once after 1 leaves the limit (100) reached, and the next one over it', () => {
    const counters = memoryCounters(settings)
    expect(counters.byIp(request, 'client', 0).remaining).toBe(99)
    expect(counters.byIp(request, 'client', 1, 99)).toMatchObject({ remaining: 0, isExceeded: false })
    expect(counters.byIp(request, 'client', 2)).toMatchObject({ remaining: 0, isExceeded: true })
  })

  describe('in Redis', () => {
    const app = Fastify()
    let redis: Redis
    beforeAll(async () => {
      redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
      await redis.connect()
    })
    afterAll(async () => {
      await app.close()
      redis?.disconnect()
    })

    it('99 at once after 1 leaves the limit (100) reached, and the next one, counted by the plugin, over it', async () => {
      const counters = await redisCounters(app, settings, redis)
      const key = `cost-${randomUUID()}`
      expect((await counters.byIp(request, key)).remaining).toBe(99)
      expect(await counters.byIp(request, key, undefined, 99)).toMatchObject({ remaining: 0, isExceeded: false })
      expect(await counters.byIp(request, key)).toMatchObject({ remaining: 0, isExceeded: true })
      // The window the plugin opened is kept, not restarted by the count of 99.
      expect(await redis.pttl(`foyer-rate-limit:ip:${key}`)).toBeGreaterThan(0)
    })

    it('a cost counted first opens the window', async () => {
      const counters = await redisCounters(app, settings, redis)
      const key = `cost-${randomUUID()}`
      expect(await counters.byIp(request, key, undefined, 100)).toMatchObject({ remaining: 0, isExceeded: false })
      expect(await redis.pttl(`foyer-rate-limit:ip:${key}`)).toBeGreaterThan(0)
      expect(await counters.byIp(request, key)).toMatchObject({ isExceeded: true })
    })
  })
})
