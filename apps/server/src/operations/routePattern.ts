import type { FastifyRequest } from 'fastify'

/** The label of requests no route matched (unknown paths, URLs that could not be parsed). */
export const UNMATCHED_ROUTE = '(unmatched)'

/**
 * The route a request matched, as declared (`/v1/account/:address/balance`), never the raw URL:
 * logs group by it and metrics label by it, so their cardinality is the number of routes.
 */
export function routePattern(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE
}
