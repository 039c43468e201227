import { z } from 'zod'

/**
 * /readyz's budget: its answer is kept `cacheMs` (every probe within it gets the same answer, one
 * round of checks upstream), and one client (an IP address, an IPv6 /64) may ask it
 * `perIpPerMinute` times a minute (past it, 429): a flood of it is no flood on the RPC nodes.
 */
export const readinessSettingsSchema = z.object({
  cacheMs: z.number().int().min(0).max(600_000).default(5_000),
  /** An orchestrator probes every few seconds from a few addresses; this leaves it room, a loop none. */
  perIpPerMinute: z.number().int().min(1).max(1_000_000).default(60),
  /** A Redis the server uses (REDIS_URL): /readyz answers 503 naming it when it does not answer. Default: the rate limits' or the relay's. */
  redisUrl: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
})

/**
 * Who may read /metrics. With `token`, a scraper sending `Authorization: Bearer <token>` (compared
 * in constant time; anyone else: 401). Without it, everyone when `public` (default: dev mode), and
 * nobody otherwise: 404 saying how to turn it on. Its series name routes and count requests: an
 * operator's view, not a visitor's.
 */
export const metricsSettingsSchema = z.object({
  token: z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').max(1000).optional(),
  public: z.boolean().optional(),
})

export type ReadinessSettings = z.output<typeof readinessSettingsSchema>
export type MetricsSettings = z.output<typeof metricsSettingsSchema>
