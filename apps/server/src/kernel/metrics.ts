import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Registry } from 'prom-client'

/**
 * The server's /metrics as modules see it. The kernel holds only this interface; the operations
 * module makes the one instance (operations/httpMetrics.ts), so a module can add its series
 * without knowing who counts requests.
 */
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
