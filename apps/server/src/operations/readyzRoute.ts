import { z } from 'zod'
import { HttpError } from '../http/httpError.ts'
import { defineRoute } from '../http/defineRoute.ts'
import { checkDependencies, type Dependency, type DependencyStatus } from './dependency.ts'

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
 * that does not, and why. Both answers list every dependency's status.
 */
export function readyzRoute(dependencies: readonly Dependency[]) {
  // Concurrent probes share one round of checks: /readyz is not rate limited, and a flood of it
  // must not become a flood on the RPC nodes or the database.
  let inFlight: Promise<DependencyStatus[]> | undefined
  const check = () =>
    (inFlight ??= checkDependencies(dependencies, READINESS_TIMEOUT_MS).finally(() => {
      inFlight = undefined
    }))

  return defineRoute({
    method: 'GET',
    url: '/readyz',
    access: 'public',
    summary: 'Readiness: every RPC node and the database answer',
    tags: ['operations'],
    response: z.object({ ready: z.literal(true), dependencies: z.array(dependencyStatusSchema) }),
    errors: [503],
    handler: async (_input, _request, reply) => {
      const statuses = await check()
      const down = statuses.filter((status) => !status.ok)
      if (down.length === 0) return { ready: true as const, dependencies: statuses }
      const reasons = down.map((status) => `${status.name} ${status.problem}`).join('; ')
      return reply.status(503).send({ ...new HttpError(503, `Not ready: ${reasons}`).body, dependencies: statuses })
    },
  })
}
