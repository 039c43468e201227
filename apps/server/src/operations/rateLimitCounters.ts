import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import type { RateLimitSettings } from './rateLimitSettings.ts'
import { createWindowCounter, type WindowCount } from './windowCounter.ts'

const ONE_MINUTE_MS = 60_000

/** The three counts a request is held to, each under its key ("<ip>", "<projectId> <ip>", "<projectId>"). */
export interface RateLimitCounters<Answer> {
  /**
   * `at`: the request's clock reading, read once for its three counts (Redis keeps its own clock);
   * `cost`: how many requests to count (1; a JSON-RPC batch's further calls count more).
   */
  byIp(request: FastifyRequest, key: string, at?: number, cost?: number): Answer
  byProjectAndClient(request: FastifyRequest, key: string, at?: number, cost?: number): Answer
  byProject(request: FastifyRequest, key: string, at?: number, cost?: number): Answer
}

/** Counts in this process's memory, synchronously. */
export function memoryCounters(settings: RateLimitSettings): RateLimitCounters<WindowCount> {
  const byIp = createWindowCounter(settings.perIpPerMinute, ONE_MINUTE_MS)
  const byProjectAndClient = createWindowCounter(settings.perProjectAndClientPerMinute, ONE_MINUTE_MS)
  const byProject = createWindowCounter(settings.projectCeilingPerMinute, ONE_MINUTE_MS)
  return {
    byIp: (_request, key, at, cost) => byIp(key, at, cost),
    byProjectAndClient: (_request, key, at, cost) => byProjectAndClient(key, at, cost),
    byProject: (_request, key, at, cost) => byProject(key, at, cost),
  }
}

/**
 * Counts in Redis, shared by every process using it, through @fastify/rate-limit's Redis store.
 * When Redis fails the request passes uncounted (skipOnError): the API stays up without its limits.
 */
export async function redisCounters(app: FastifyInstance, settings: RateLimitSettings, redis: Redis): Promise<RateLimitCounters<Promise<WindowCount>>> {
  return {
    byIp: await createLimiter(app, redis, settings.perIpPerMinute, 'foyer-rate-limit:ip:'),
    byProjectAndClient: await createLimiter(app, redis, settings.perProjectAndClientPerMinute, 'foyer-rate-limit:project-client:'),
    byProject: await createLimiter(app, redis, settings.projectCeilingPerMinute, 'foyer-rate-limit:project:'),
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>

/**
 * The key a limiter counts the request under, handed to the plugin's keyGenerator on the request:
 * the plugin calls it synchronously when the limiter is called, before its first await.
 */
const countedKey = Symbol('rate-limit key')
type KeyedRequest = FastifyRequest & { [countedKey]?: string }

/**
 * One @fastify/rate-limit instance with its own counter store, registered in a scope of its own
 * (the plugin keeps one store per registration) and applied by our hook, not per route.
 */
async function createLimiter(app: FastifyInstance, redis: Redis, max: number, nameSpace: string) {
  let limiter: Limiter | undefined
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      max,
      timeWindow: ONE_MINUTE_MS,
      skipOnError: true,
      keyGenerator: (request) => (request as KeyedRequest)[countedKey]!,
      redis,
      nameSpace,
    })
    limiter = scope.createRateLimit()
  })
  return async (request: FastifyRequest, key: string, _at?: number, cost = 1): Promise<WindowCount> => {
    if (cost > 1) return countMany(redis, nameSpace + key, cost, max)
    ;(request as KeyedRequest)[countedKey] = key
    const result = await limiter!(request)
    // Only an allow-list (none here) answers isAllowed: true.
    if (result.isAllowed) return { max, remaining: max, ttlInSeconds: 0, isExceeded: false }
    return { max: result.max, remaining: result.remaining, ttlInSeconds: result.ttlInSeconds, isExceeded: result.isExceeded }
  }
}

/**
 * Counts `cost` requests at once under the key @fastify/rate-limit's Redis store counts one at a
 * time (its nameSpace, then the key), with the same window: it opens (PEXPIRE) with the key's first
 * count. When Redis fails the requests pass uncounted, as the plugin's skipOnError does.
 */
async function countMany(redis: Redis, key: string, cost: number, max: number): Promise<WindowCount> {
  try {
    const [current, ttl] = (await redis.eval(COUNT_MANY, 1, key, cost, ONE_MINUTE_MS)) as [number, number]
    return { max, remaining: Math.max(0, max - current), ttlInSeconds: Math.ceil(ttl / 1000), isExceeded: current > max }
  } catch {
    return { max, remaining: max, ttlInSeconds: 0, isExceeded: false }
  }
}

const COUNT_MANY = `
  local current = redis.call('INCRBY', KEYS[1], ARGV[1])
  if current == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
  return { current, redis.call('PTTL', KEYS[1]) }
`
