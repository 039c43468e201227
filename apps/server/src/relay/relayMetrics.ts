import { Counter, Gauge, Registry } from 'prom-client'

/** The relay's Prometheus series, in a registry of this server's own (several servers in one process count apart). */
export interface RelayMetrics {
  registry: Registry
  connections: Gauge
  published: Counter
  delivered: Counter
  refusals: Counter<'cause'>
  rpcErrors: Counter<'code'>
  mailboxEvictions: Counter<'reason'>
  publishRateLimited: Counter<'limit'>
  ttlClamped: Counter
  /** Where relay_mailbox_bytes is read from at each scrape, once the mailbox exists. */
  readMailboxBytesFrom(read: () => Promise<number>): void
}

export function createRelayMetrics(): RelayMetrics {
  const registry = new Registry()
  let readMailboxBytes: (() => Promise<number>) | undefined
  new Gauge({
    name: 'relay_mailbox_bytes',
    help: 'Bytes the relay mailbox holds (every topic; with Redis, every process), at most its budget',
    registers: [registry],
    async collect() {
      if (!readMailboxBytes) return
      try {
        this.set(await readMailboxBytes())
      } catch {
        // Redis unreachable: the last figure stays, and the outage is logged by the connection.
      }
    },
  })
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
    mailboxEvictions: new Counter({
      name: 'relay_mailbox_evictions_total',
      help: 'Messages the mailbox dropped before their ttl to stay within a byte budget, by budget (topic-budget, mailbox-budget)',
      labelNames: ['reason'],
      registers: [registry],
    }),
    publishRateLimited: new Counter({
      name: 'relay_publish_rate_limited_total',
      help: 'Publish calls refused with -32003, by the allowance that was short (client, ip)',
      labelNames: ['limit'],
      registers: [registry],
    }),
    ttlClamped: new Counter({
      name: 'relay_publish_ttl_clamped_total',
      help: 'Messages whose publish asked a ttl above the relay’s longest (maxTtlSeconds); they are kept that long',
      registers: [registry],
    }),
    readMailboxBytesFrom(read) {
      readMailboxBytes = read
    },
  }
}
