import { Counter, Gauge, Registry } from 'prom-client'
import type { HttpMetrics } from '../operations/httpMetrics.ts'

/** The relay's Prometheus series, in a registry of this server's own (several servers in one process count apart). */
export interface RelayMetrics {
  registry: Registry
  connections: Gauge
  published: Counter
  delivered: Counter
  refusals: Counter<'cause'>
  rpcErrors: Counter<'code'>
}

export function createRelayMetrics(): RelayMetrics {
  const registry = new Registry()
  return {
    registry,
    connections: new Gauge({ name: 'relay_connections', help: 'Open WalletConnect relay sockets', registers: [registry] }),
    published: new Counter({ name: 'relay_messages_published_total', help: 'Messages stored and handed out by the relay', registers: [registry] }),
    delivered: new Counter({ name: 'relay_messages_delivered_total', help: 'irn_subscription pushes sent to sockets', registers: [registry] }),
    refusals: new Counter({
      name: 'relay_refusals_total',
      help: 'WebSocket upgrades the relay refused, by cause',
      labelNames: ['cause'],
      registers: [registry],
    }),
    rpcErrors: new Counter({
      name: 'relay_rpc_errors_total',
      help: 'JSON-RPC errors the relay answered, by code',
      labelNames: ['code'],
      registers: [registry],
    }),
  }
}

/** The server's /metrics source with the relay's series appended (the same Prometheus text format). */
export function withRelayMetrics(http: HttpMetrics, relay: RelayMetrics): HttpMetrics {
  return {
    observe: (request, reply, durationMs) => http.observe(request, reply, durationMs),
    metrics: async () => `${await http.metrics()}\n${await relay.registry.metrics()}`,
    contentType: http.contentType,
  }
}
