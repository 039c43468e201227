import type { FastifyInstance } from 'fastify'
import type { AnyRoute } from '../http/defineRoute.ts'
import type { Dependency } from './dependency.ts'
import type { HttpMetrics } from './httpMetrics.ts'
import { metricsRoute } from './metricsRoute.ts'
import { installRateLimits } from './rateLimits.ts'
import type { RateLimitSettings } from './rateLimitSettings.ts'
import { readyzRoute } from './readyzRoute.ts'

/** Probes and scrapes are never rate limited: an orchestrator must always get its answer. */
const UNLIMITED_ROUTES = ['/healthz', '/readyz', '/metrics']

/**
 * What running the server in production needs besides its API and its request accounting (set
 * at construction by `requestAccounting`): rate limits, and the /readyz and /metrics routes,
 * returned for the caller to register with the rest so /openapi.json lists them.
 */
export async function installOperations(
  app: FastifyInstance,
  options: { metrics: HttpMetrics; rateLimit: RateLimitSettings; dependencies: readonly Dependency[] },
): Promise<AnyRoute[]> {
  await installRateLimits(app, options.rateLimit, UNLIMITED_ROUTES)
  return [readyzRoute(options.dependencies), metricsRoute(options.metrics)]
}
