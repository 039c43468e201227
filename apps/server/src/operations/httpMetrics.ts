import type { FastifyReply, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import { routePattern } from './routePattern.ts'

export interface HttpMetrics {
  /** Records one answered request. */
  observe(request: FastifyRequest, reply: FastifyReply, durationMs: number): void
  /** Prometheus text: these counters and histograms, and the process metrics. */
  metrics(): Promise<string>
  contentType: string
}

/** The server's /metrics source: HTTP and process metrics, and the series modules add. */
export interface ServerMetrics extends HttpMetrics {
  /** Appends a module's registry (the relay's series) to the scrape, in the same text format. */
  include(registry: Registry): void
}

const LABELS = ['method', 'route', 'status_class'] as const

/** From a cache hit (~1 ms) to the RPC timeout (5 s). */
const DURATION_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * Request counts and latencies labelled by method, route pattern and status class (2xx, 4xx, …),
 * in a registry of this server's own, so several servers in one process count apart.
 */
export function createHttpMetrics(): ServerMetrics {
  const registry = new Registry()
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: LABELS,
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by method, route pattern and status class',
    labelNames: LABELS,
    buckets: DURATION_BUCKETS_SECONDS,
    registers: [registry],
  })
  const all = Registry.merge([processMetrics(), registry])
  const included: Registry[] = []

  return {
    observe(request, reply, durationMs) {
      const labels = { method: request.method, route: routePattern(request), status_class: `${Math.floor(reply.statusCode / 100)}xx` }
      requests.inc(labels)
      durations.observe(labels, durationMs / 1000)
    },
    async metrics() {
      const parts = [await all.metrics()]
      for (const module of included) parts.push(await module.metrics())
      return parts.join('\n')
    },
    contentType: all.contentType,
    include(module) {
      included.push(module)
    },
  }
}

let processRegistry: Registry | undefined

/** Process metrics (CPU, memory, event loop, GC) describe the process: collected once however many servers it runs. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}
