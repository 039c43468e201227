import { defineRoute } from '../kernel/http/defineRoute.ts'
import type { HttpMetrics } from '../kernel/metrics.ts'
import type { MetricsAccess } from './metricsAccess.ts'

/** GET /metrics: Prometheus text format, for a scraper that may read it (metricsAccess). */
export function metricsRoute(source: HttpMetrics, access: MetricsAccess) {
  return defineRoute({
    method: 'GET',
    url: '/metrics',
    access: 'public',
    summary: 'Prometheus metrics: requests and latencies per route and status class, and process metrics (Authorization: Bearer <FOYER_METRICS_TOKEN>)',
    tags: ['operations'],
    produces: source.contentType,
    errors: [401, 404],
    handler: async (_input, request, reply) => {
      const refusal = access(request)
      if (refusal) {
        if (refusal.statusCode === 401) reply.header('www-authenticate', 'Bearer')
        throw refusal
      }
      return reply.type(source.contentType).send(await source.metrics())
    },
  })
}
