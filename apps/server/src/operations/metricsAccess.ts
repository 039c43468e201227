import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../kernel/http/httpError.ts'

/** What answers a /metrics request that may not read it; undefined when it may. */
export type MetricsAccess = (request: FastifyRequest) => HttpError | undefined

/**
 * /metrics' door: with a token, only `Authorization: Bearer <token>` opens it (compared as SHA-256
 * digests in constant time, so neither the token's length nor its first differing byte shows in
 * the answer's timing); without one, open when `open` (dev mode), else closed (404).
 */
export function metricsAccess(settings: { token?: string | undefined; open: boolean }): MetricsAccess {
  if (settings.token !== undefined) {
    const expected = digest(settings.token)
    return (request) => {
      const header = request.headers.authorization
      const given = typeof header === 'string' && /^Bearer /i.test(header) ? header.slice(7).trim() : undefined
      if (given !== undefined && timingSafeEqual(digest(given), expected)) return undefined
      return new HttpError(401, 'Unauthorized: /metrics needs Authorization: Bearer <FOYER_METRICS_TOKEN>')
    }
  }
  if (settings.open) return () => undefined
  return () => new HttpError(404, 'There is no route GET /metrics: it is off until FOYER_METRICS_TOKEN is set (scrape it with Authorization: Bearer <token>)')
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}
