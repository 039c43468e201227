import { collectDefaultMetrics, Registry } from 'prom-client'
import type { ServerMetrics } from '../kernel/metrics.ts'
import { createRequestSeries } from './requestSeries.ts'
import { routePattern } from './routePattern.ts'

/** From a cache hit (~1 ms) to the RPC timeout (5 s). */
const DURATION_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx']

/**
 * Request counts and latencies labelled by method, route pattern and status class (2xx, 4xx, …),
 * this server's own (createRequestSeries), so several servers in one process count apart.
 */
export function createHttpMetrics(): ServerMetrics {
  const requests = createRequestSeries({
    requestsName: 'http_requests_total',
    requestsHelp: 'HTTP requests answered, by method, route pattern and status class',
    durationName: 'http_request_duration_seconds',
    durationHelp: 'Time from receiving a request to finishing its answer, by method, route pattern and status class',
    bucketsSeconds: DURATION_BUCKETS_SECONDS,
  })
  const processSeries = processMetrics()
  const included: Registry[] = []

  return {
    observe(request, reply, durationMs) {
      requests.observe({ method: request.method, route: routePattern(request), statusClass: STATUS_CLASSES[Math.floor(reply.statusCode / 100)] ?? 'other' }, durationMs / 1000)
    },
    async metrics() {
      const parts = [await processSeries.metrics(), requests.text()]
      for (const module of included) parts.push(await module.metrics())
      return parts.join('\n')
    },
    contentType: Registry.PROMETHEUS_CONTENT_TYPE,
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
