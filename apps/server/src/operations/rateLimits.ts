import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { clientAddressKey } from '../kernel/http/clientAddress.ts'
import { HttpError } from '../kernel/http/httpError.ts'
import { memoryCounters, redisCounters, type RateLimitCounters } from './rateLimitCounters.ts'
import { connectRateLimitRedis } from './rateLimitRedis.ts'
import type { RateLimitSettings } from './rateLimitSettings.ts'
import { routePattern } from './routePattern.ts'
import type { WindowCount } from './windowCounter.ts'

const MAX_PROJECT_ID_LENGTH = 100

/**
 * Limits requests in a one-minute window per client IP (an IPv6 /64, from request.ip: Fastify's
 * trustProxy decides whose X-Forwarded-For counts), per projectId (the query parameter every client
 * call carries) and client IP, and per projectId from all its callers together (a much higher
 * ceiling). Over any limit a request is answered 429 with Retry-After and a message naming the
 * limit. Routes in `unlimitedRoutes` (probes, metrics) are never counted. Counts live in process
 * memory (counted synchronously, in the hook itself), or in Redis with `redisUrl`; when Redis
 * fails, requests pass: the API stays up without its limits.
 */
export async function installRateLimits(app: FastifyInstance, settings: RateLimitSettings, unlimitedRoutes: readonly string[]): Promise<void> {
  const unlimited = new Set(unlimitedRoutes)
  if (!settings.redisUrl) {
    const counters = memoryCounters(settings)
    app.addHook('onRequest', (request, reply, done) => {
      if (unlimited.has(routePattern(request))) return done()
      const caller = callerOf(request)
      const count = (cost: number) => {
        const at = Date.now()
        const limits = clientLimits(
          caller,
          counters.byIp(request, caller.client, at, cost),
          caller.projectId === undefined ? undefined : counters.byProjectAndClient(request, caller.projectAndClient, at, cost),
        )
        if (countsTowardsProject(caller, limits)) limits.push(projectLimit(counters.byProject(request, caller.projectId!, at, cost)))
        return verdict(reply, caller, limits)
      }
      ;(request as SpendingRequest)[spendMore] = count
      done(count(1))
    })
    return
  }
  const counters: RateLimitCounters<Promise<WindowCount>> = await redisCounters(app, settings, await connectRateLimitRedis(app, settings.redisUrl))
  app.addHook('onRequest', async (request, reply) => {
    if (unlimited.has(routePattern(request))) return
    const caller = callerOf(request)
    const count = async (cost: number) => {
      const [ip, projectAndClient] = await Promise.all([
        counters.byIp(request, caller.client, undefined, cost),
        caller.projectId === undefined ? undefined : counters.byProjectAndClient(request, caller.projectAndClient, undefined, cost),
      ])
      const limits = clientLimits(caller, ip, projectAndClient)
      if (countsTowardsProject(caller, limits)) limits.push(projectLimit(await counters.byProject(request, caller.projectId!, undefined, cost)))
      return verdict(reply, caller, limits)
    }
    ;(request as SpendingRequest)[spendMore] = count
    const refusal = await count(1)
    if (refusal) throw refusal
  })
}

/** How a counted request counts more: set by the hook on each request it counts. */
const spendMore = Symbol('count more requests')
type SpendingRequest = FastifyRequest & { [spendMore]?: (cost: number) => HttpError | undefined | Promise<HttpError | undefined> }

/**
 * Counts `cost` more requests against every limit the request was counted under (a JSON-RPC
 * batch: each further call to a node counts as a request); over a limit, throws the 429. A request
 * on an unlimited route, or on a server without limits, is not counted.
 */
export async function spendRateLimit(request: FastifyRequest, cost: number): Promise<void> {
  if (cost <= 0) return
  const refusal = await (request as SpendingRequest)[spendMore]?.(cost)
  if (refusal) throw refusal
}

interface Caller {
  /** The client's counting key: its IP, an IPv6 /64. */
  client: string
  projectId: string | undefined
  projectAndClient: string
}

interface CountedLimit {
  count: WindowCount
  /** Whose requests the limit counts, as the 429's message names them (written only for a 429). */
  who: (caller: Caller) => string
}

function callerOf(request: FastifyRequest): Caller {
  const client = clientAddressKey(request.ip)
  const projectId = projectIdOf(request)
  return { client, projectId, projectAndClient: `${projectId ?? ''} ${client}` }
}

/** A projectId given once; a repeated or absent one is left to the route's validation. */
function projectIdOf(request: FastifyRequest): string | undefined {
  const projectId = (request.query as Record<string, unknown> | undefined)?.projectId
  return typeof projectId === 'string' && projectId !== '' ? projectId.slice(0, MAX_PROJECT_ID_LENGTH) : undefined
}

function clientLimits(caller: Caller, ip: WindowCount, projectAndClient: WindowCount | undefined): CountedLimit[] {
  const limits: CountedLimit[] = [{ count: ip, who: ipWho }]
  if (projectAndClient) limits.push({ count: projectAndClient, who: projectAndClientWho })
  return limits
}

/**
 * Only requests a client's own limits let through count towards the project's ceiling: a caller
 * sending far over its limits must not use up the project's allowance for everyone.
 */
function countsTowardsProject(caller: Caller, limits: readonly CountedLimit[]): boolean {
  return caller.projectId !== undefined && !limits.some((limit) => limit.count.isExceeded)
}

function projectLimit(count: WindowCount): CountedLimit {
  return { count, who: projectWho }
}

const ipWho = (caller: Caller) => `IP ${caller.client}`
const projectAndClientWho = (caller: Caller) => `project ${caller.projectId} from IP ${caller.client}`
const projectWho = (caller: Caller) => `project ${caller.projectId} from all its callers together`

/** Sets the tightest limit's headers; over a limit, answers the 429 to throw. */
function verdict(reply: FastifyReply, caller: Caller, limits: CountedLimit[]): HttpError | undefined {
  const tightest = limits.find((limit) => limit.count.isExceeded) ?? limits.sort((a, b) => a.count.remaining - b.count.remaining)[0]!
  const { count } = tightest
  reply.header('x-ratelimit-limit', count.max).header('x-ratelimit-remaining', count.remaining).header('x-ratelimit-reset', count.ttlInSeconds)
  if (!count.isExceeded) return undefined
  const seconds = Math.max(1, count.ttlInSeconds)
  reply.header('retry-after', seconds)
  return new HttpError(429, `Rate limit exceeded: ${count.max} requests per minute for ${tightest.who(caller)}; retry in ${seconds} second${seconds === 1 ? '' : 's'}`)
}
