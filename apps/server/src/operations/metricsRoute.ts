import { defineRoute } from '../http/defineRoute.ts'
import type { HttpMetrics } from './httpMetrics.ts'

/** GET /metrics: Prometheus text format, for a scraper. */
export function metricsRoute(source: HttpMetrics) {
  return defineRoute({
    method: 'GET',
    url: '/metrics',
    access: 'public',
    summary: 'Prometheus metrics: requests and latencies per route and status class, and process metrics',
    tags: ['operations'],
    produces: source.contentType,
    handler: async (_input, _request, reply) => reply.type(source.contentType).send(await source.metrics()),
  })
}
