import type { FastifyInstance } from 'fastify'
import type { AnyRoute } from '../kernel/http/defineRoute.ts'
import type { Dependency } from '../kernel/dependency.ts'
import type { HttpMetrics } from '../kernel/metrics.ts'
import type { MetricsAccess } from './metricsAccess.ts'
import { metricsRoute } from './metricsRoute.ts'
import type { ReadinessSettings } from './operationsSettings.ts'
import { installRateLimits } from './rateLimits.ts'
import type { RateLimitSettings } from './rateLimitSettings.ts'
import { readyzRoute } from './readyzRoute.ts'

/**
 * Probes and scrapes are not held to the API's rate limits: an orchestrator must get its answer
 * however busy the API is. /readyz has a budget of its own (readyzRoute); /metrics a token.
 */
const UNLIMITED_ROUTES = ['/healthz', '/readyz', '/metrics']

/**
 * What running the server in production needs besides its API and its request accounting (set
 * at construction by `requestAccounting`): rate limits, and the /readyz and /metrics routes,
 * returned for the caller to register with the rest so /openapi.json lists them.
 */
export async function installOperations(
  app: FastifyInstance,
  options: { metrics: HttpMetrics; metricsAccess: MetricsAccess; rateLimit: RateLimitSettings; readiness: ReadinessSettings; dependencies: readonly Dependency[] },
): Promise<AnyRoute[]> {
  await installRateLimits(app, options.rateLimit, UNLIMITED_ROUTES)
  return [readyzRoute(options.dependencies, options.readiness), metricsRoute(options.metrics, options.metricsAccess)]
}
