import { z } from 'zod'
import { clientOf } from '../kernel/http/clientAddress.ts'
import { HttpError } from '../kernel/http/httpError.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import type { Dependency } from '../kernel/dependency.ts'
import type { ReadinessSettings } from './operationsSettings.ts'
import { cachedReadinessCheck } from './readinessCheck.ts'
import { createWindowCounter } from './windowCounter.ts'

/** Short enough for a load balancer's probe (often 1–2 s) to get an answer rather than time out. */
export const READINESS_TIMEOUT_MS = 1_000

const dependencyStatusSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  latencyMs: z.number(),
  problem: z.string().optional(),
})

/**
 * GET /readyz: 200 when every dependency answers; otherwise 503 whose message names each one
 * that does not, and why. Both answers list every dependency's status. The answer is kept
 * `cacheMs` and each client may ask `perIpPerMinute` times a minute (then 429): the general rate
 * limits leave it alone so a busy API never fails its probe, and this budget keeps a flood of it
 * from becoming a flood on the RPC nodes.
 */
export function readyzRoute(dependencies: readonly Dependency[], settings: Pick<ReadinessSettings, 'cacheMs' | 'perIpPerMinute'>) {
  const check = cachedReadinessCheck(dependencies, { timeoutMs: READINESS_TIMEOUT_MS, cacheMs: settings.cacheMs })
  const perClient = createWindowCounter(settings.perIpPerMinute, 60_000)

  return defineRoute({
    method: 'GET',
    url: '/readyz',
    access: 'public',
    summary: 'Readiness: every RPC node, the database and Redis (when configured) answer',
    tags: ['operations'],
    response: z.object({ ready: z.literal(true), dependencies: z.array(dependencyStatusSchema) }),
    errors: [429, 503],
    handler: async (_input, request, reply) => {
      const client = clientOf(request)
      const count = perClient(client)
      if (count.isExceeded) {
        const seconds = Math.max(1, count.ttlInSeconds)
        reply.header('retry-after', seconds)
        throw new HttpError(429, `Rate limit exceeded: ${count.max} /readyz requests per minute for IP ${client}; retry in ${seconds} second${seconds === 1 ? '' : 's'}`)
      }
      const statuses = await check()
      const down = statuses.filter((status) => !status.ok)
      if (down.length === 0) return { ready: true as const, dependencies: statuses }
      const reasons = down.map((status) => `${status.name} ${status.problem}`).join('; ')
      return reply.status(503).send({ ...new HttpError(503, `Not ready: ${reasons}`).body, dependencies: statuses })
    },
  })
}
