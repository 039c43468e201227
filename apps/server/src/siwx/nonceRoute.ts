import { SIWX_ROUTES } from '@foyer/core/protocol'
import { clientOf } from '../kernel/http/clientAddress.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { HttpError } from '../kernel/http/httpError.ts'
import { createWindowCounter } from '../operations/windowCounter.ts'
import { projectOf, projectQuerySchema } from '../projects/projectGuard.ts'
import type { SiwxNonceStore } from './nonceStore.ts'

/** Nonces one client (IP, IPv6 /64) may ask for a minute: a sign-in needs one; a flood fills the table. */
export const NONCES_PER_CLIENT_PER_MINUTE = 30

/** POST /v1/sessions/nonce: a nonce for the next sign-in message, single use, 5 minutes. */
export function nonceRoute(nonces: SiwxNonceStore, now = Date.now) {
  const issued = createWindowCounter(NONCES_PER_CLIENT_PER_MINUTE, 60_000, now)
  return defineRoute({
    method: 'POST',
    url: SIWX_ROUTES.nonce.path,
    access: 'project',
    summary: 'A nonce for a sign-in message (SIWX): for this project and the client asking, spent by its first sign-in (a failed one too), within 5 minutes',
    tags: ['siwx'],
    querystring: projectQuerySchema,
    response: SIWX_ROUTES.nonce.response,
    errors: [401, 403, 429, 503],
    handler: async (_input, request, reply) => {
      const client = clientOf(request)
      const count = issued(client)
      if (count.isExceeded) {
        reply.header('retry-after', String(count.ttlInSeconds))
        throw new HttpError(429, `At most ${NONCES_PER_CLIENT_PER_MINUTE} sign-in nonces a minute from one address; try again in ${count.ttlInSeconds} s.`)
      }
      const { nonce, expiresAt } = await nonces.issue(projectOf(request).id, client, new Date(now()))
      return { nonce, expiresAt: expiresAt.toISOString() }
    },
  })
}
