import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { clientAddressKey } from '../http/clientAddress.ts'
import { HttpError } from '../http/httpError.ts'
import { connectRateLimitRedis } from './rateLimitRedis.ts'
import type { RateLimitSettings } from './rateLimitSettings.ts'
import { routePattern } from './routePattern.ts'

type Limiter = ReturnType<FastifyInstance['createRateLimit']>
type LimiterResult = Awaited<ReturnType<Limiter>>
type Counted = Extract<LimiterResult, { isAllowed: false }>

const ONE_MINUTE_MS = 60_000
const MAX_PROJECT_ID_LENGTH = 100

/**
 * Limits requests in a one-minute window per client IP (an IPv6 /64, from request.ip: Fastify's
 * trustProxy decides whose X-Forwarded-For counts), per projectId (the query parameter every client
 * call carries) and client IP, and per projectId from all its callers together (a much higher
 * ceiling). Over any limit a request is answered 429 with Retry-After and a message naming the
 * limit. Routes in `unlimitedRoutes` (probes, metrics) are never counted. When the counter store
 * fails (Redis down), requests pass: the API stays up without its limits.
 */
export async function installRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  unlimitedRoutes: readonly string[],
): Promise<void> {
  const redis = settings.redisUrl ? await connectRateLimitRedis(app, settings.redisUrl) : undefined
  const byIp = await createLimiter(app, {
    max: settings.perIpPerMinute,
    redis,
    nameSpace: 'foyer-rate-limit:ip:',
    keyGenerator: (request) => clientAddressKey(request.ip),
  })
  const byProjectAndClient = await createLimiter(app, {
    max: settings.perProjectAndClientPerMinute,
    redis,
    nameSpace: 'foyer-rate-limit:project-client:',
    keyGenerator: (request) => `${projectIdOf(request) ?? ''} ${clientAddressKey(request.ip)}`,
  })
  const byProject = await createLimiter(app, {
    max: settings.projectCeilingPerMinute,
    redis,
    nameSpace: 'foyer-rate-limit:project:',
    keyGenerator: (request) => projectIdOf(request) ?? '',
  })
  const unlimited = new Set(unlimitedRoutes)

  app.addHook('onRequest', async (request, reply) => {
    if (unlimited.has(routePattern(request))) return
    const projectId = projectIdOf(request)
    const client = clientAddressKey(request.ip)
    const [ip, projectAndClient] = await Promise.all([byIp(request), projectId === undefined ? undefined : byProjectAndClient(request)])
    const limits: CountedLimit[] = []
    if (counted(ip)) limits.push({ result: ip, who: `IP ${client}` })
    if (counted(projectAndClient)) limits.push({ result: projectAndClient, who: `project ${projectId} from IP ${client}` })
    // Only requests a client's own limits let through count towards the project's ceiling: a
    // caller sending far over its limits must not use up the project's allowance for everyone.
    if (projectId !== undefined && !limits.some((limit) => limit.result.isExceeded)) {
      const project = await byProject(request)
      if (counted(project)) limits.push({ result: project, who: `project ${projectId} from all its callers together` })
    }
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

interface CountedLimit {
  result: Counted
  /** Whose requests the limit counts, as the 429's message names them. */
  who: string
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
  options: { max: number; redis: unknown; nameSpace: string; keyGenerator: (request: FastifyRequest) => string },
): Promise<Limiter> {
  let limiter: Limiter | undefined
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      max: options.max,
      timeWindow: ONE_MINUTE_MS,
      skipOnError: true,
      keyGenerator: options.keyGenerator,
      ...(options.redis ? { redis: options.redis, nameSpace: options.nameSpace } : {}),
    })
    limiter = scope.createRateLimit()
  })
  return limiter!
}
