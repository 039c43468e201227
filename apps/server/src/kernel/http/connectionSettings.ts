import { z } from 'zod'

/**
 * How long a connection may take and how many one client may hold (`connections` in the server
 * config). Without them Node keeps a half-sent request head open for a minute and more, an idle
 * connection for good, and one machine could hold every file descriptor the process has.
 */
export const connectionSettingsSchema = z
  .object({
    /** A new connection must have sent a whole request head within this (or be closed; a started head is answered 408). */
    headersTimeoutMs: z.number().int().min(10).max(600_000).default(10_000),
    /** A request, body included, must have been received within this (answered 408 otherwise). Long polls wait after it, not in it. */
    requestTimeoutMs: z.number().int().min(10).max(3_600_000).default(30_000),
    /** An idle kept-alive connection is closed after this. Behind a proxy that reuses connections, set it above the proxy's own idle timeout. */
    keepAliveTimeoutMs: z.number().int().min(10).max(600_000).default(72_000),
    /**
     * Connections (HTTP and WebSocket) open at once from one IP address (an IPv6 /64), counted as
     * they are accepted; past it a new one is closed at once. Connections from a trusted proxy
     * (trustProxy) are not counted here: the proxy carries many clients, whose relay sockets the
     * relay counts by their forwarded address and whose requests the rate limits count.
     */
    maxPerIp: z.number().int().min(1).max(1_000_000).default(1_000),
  })
  .refine((settings) => settings.headersTimeoutMs <= settings.requestTimeoutMs, {
    path: ['headersTimeoutMs'],
    message: 'must not be longer than requestTimeoutMs (a head is part of its request)',
  })

export type ConnectionSettings = z.output<typeof connectionSettingsSchema>
