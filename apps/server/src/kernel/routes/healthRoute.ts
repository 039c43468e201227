import { z } from 'zod'
import { defineRoute } from '../http/defineRoute.ts'

/** GET /healthz: answers while the process serves requests (it does not probe the RPC nodes). */
export function healthRoute() {
  return defineRoute({
    method: 'GET',
    url: '/healthz',
    access: 'public',
    summary: 'Liveness: the process answers requests',
    tags: ['operations'],
    response: z.object({ ok: z.literal(true) }),
    handler: async () => ({ ok: true as const }),
  })
}
