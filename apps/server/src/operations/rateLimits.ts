import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../http/httpError.ts'
import { connectRateLimitRedis } from './rateLimitRedis.ts'
import { routePattern } from './routePattern.ts'

export interface RateLimitSettings {
  /** Requests per minute one projectId may make, from all its callers together. */
  perProjectPerMinute: number
  /** Requests per minute one IP address (an IPv6 /64) may make, whatever projects it names. */
  perIpPerMinute: number
  /** Counts live in this Redis, shared by every process using it; in process memory without it. */
  redisUrl?: string | undefined
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>
type LimiterResult = Awaited<ReturnType<Limiter>>
type Counted = Extract<LimiterResult, { isAllowed: false }>

const ONE_MINUTE_MS = 60_000
const MAX_PROJECT_ID_LENGTH = 100

/**
 * Limits requests per projectId (the query parameter every client call carries) and per IP,
 * in a one-minute window. Over either limit a request is answered 429 with Retry-After and a
 * message naming the limit. Routes in `unlimitedRoutes` (probes, metrics) are never counted.
 * When the counter store fails (Redis down), requests pass: the API stays up without its limits.
 */
export async function installRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  unlimitedRoutes: readonly string[],
): Promise<void> {
  const redis = settings.redisUrl ? await connectRateLimitRedis(app, settings.redisUrl) : undefined
  const byIp = await createLimiter(app, { max: settings.perIpPerMinute, redis, nameSpace: 'foyer-rate-limit:ip:' })
  const byProject = await createLimiter(app, {
    max: settings.perProjectPerMinute,
    redis,
    nameSpace: 'foyer-rate-limit:project:',
    keyGenerator: (request) => projectIdOf(request) ?? '',
  })
  const unlimited = new Set(unlimitedRoutes)

  app.addHook('onRequest', async (request, reply) => {
    if (unlimited.has(routePattern(request))) return
    const projectId = projectIdOf(request)
    const [ip, project] = await Promise.all([byIp(request), projectId === undefined ? undefined : byProject(request)])
    const limits: { result: Counted; who: string }[] = []
    if (counted(ip)) limits.push({ result: ip, who: `IP ${ip.key}` })
    if (counted(project)) limits.push({ result: project, who: `project ${projectId}` })
    const tightest = limits.find((limit) => limit.result.isExceeded) ?? limits.sort((a, b) => a.result.remaining - b.result.remaining)[0]
    if (!tightest) return
    setRateLimitHeaders(reply, tightest.result)
    if (!tightest.result.isExceeded) return
    const seconds = Math.max(1, tightest.result.ttlInSeconds)
    reply.header('retry-after', seconds)
    throw new HttpError(
      429,
      `Rate limit exceeded: ${tightest.result.max} requests per minute for ${tightest.who}; retry in ${seconds} second${seconds === 1 ? '' : 's'}`,
    )
  })
}

/** A projectId given once; a repeated or absent one is left to the route's validation. */
function projectIdOf(request: FastifyRequest): string | undefined {
  const projectId = (request.query as Record<string, unknown> | undefined)?.projectId
  return typeof projectId === 'string' && projectId !== '' ? projectId.slice(0, MAX_PROJECT_ID_LENGTH) : undefined
}

function counted(result: LimiterResult | undefined): result is Counted {
  return result !== undefined && !result.isAllowed
}

function setRateLimitHeaders(reply: FastifyReply, result: Counted): void {
  reply
    .header('x-ratelimit-limit', result.max)
    .header('x-ratelimit-remaining', result.remaining)
    .header('x-ratelimit-reset', result.ttlInSeconds)
}

/**
 * One @fastify/rate-limit instance with its own counter store, registered in a scope of its own
 * (the plugin keeps one store per registration) and applied by our hook, not per route.
 */
async function createLimiter(
  app: FastifyInstance,
  options: { max: number; redis: unknown; nameSpace: string; keyGenerator?: (request: FastifyRequest) => string },
): Promise<Limiter> {
  let limiter: Limiter | undefined
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      max: options.max,
      timeWindow: ONE_MINUTE_MS,
      skipOnError: true,
      ...(options.redis ? { redis: options.redis, nameSpace: options.nameSpace } : {}),
      ...(options.keyGenerator && { keyGenerator: options.keyGenerator }),
    })
    limiter = scope.createRateLimit()
  })
  return limiter!
}
