import { z } from 'zod'

/** 2.21.8's largest publish is a few KiB; this leaves room for any honest envelope. */
export const DEFAULT_MAX_MESSAGE_BYTES = 512 * 1024

/**
 * The WalletConnect relay's settings (`relay` in the server config). Defaults suit one machine
 * and a public deployment alike; tests shrink the caps and intervals.
 */
export const relaySettingsSchema = z.object({
  /** The WebSocket path (`ws://host:port/ws`); clients keep the path of the relayUrl they are given. */
  path: z
    .string()
    .regex(/^\/[A-Za-z0-9._~\/-]*$/, 'must be a URL path starting with "/", like /ws')
    .transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path))
    .default('/ws'),
  /**
   * The relay's public URLs, as clients are configured with them (`wss://relay.example.com/ws`):
   * a client's JWT names one of them as its audience. Always accepted besides these: the server's
   * own listening address (`ws://127.0.0.1:<port>/ws`), the publicUrl turned to ws(s), and in dev
   * mode any loopback host and port.
   */
  publicUrls: z
    .array(z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL like wss://relay.example.com/ws' }))
    .default([]),
  /** Where the mailbox and the fan-out live when several processes serve one relay address. */
  redisUrl: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Prefix of every Redis key and channel the relay uses. */
  redisKeyPrefix: z.string().min(1).max(100).default('foyer-relay:'),
  /** Longest `message` string one publish may carry (base64, so characters are bytes). */
  maxMessageBytes: z.number().int().min(1024).max(16 * 1024 * 1024).default(DEFAULT_MAX_MESSAGE_BYTES),
  /** Messages one topic keeps at once; a publish beyond it is refused until some expire. */
  maxMessagesPerTopic: z.number().int().min(1).max(100_000).default(1000),
  /** Sustained publishes per second per client id (each message of a batch counts). */
  publishPerSecond: z.number().min(0.1).max(100_000).default(100),
  /** Publishes a client may make at once before the per-second rate applies. */
  publishBurst: z.number().int().min(1).max(100_000).default(200),
  /** Topics one socket may be subscribed to. */
  maxSubscriptionsPerSocket: z.number().int().min(1).max(1_000_000).default(10_000),
  /** Longest ttl a publish may ask for; 2.21.8's longest is 7 days. */
  maxTtlSeconds: z.number().int().min(1).default(30 * 86400),
  /** WebSocket pings keep 2.21.8's 35 s stall timer from firing; a socket silent for two intervals is dropped. */
  pingIntervalMs: z.number().int().min(10).max(30_000).default(15_000),
  /** Refused upgrades one IP and client id may make in `refusalWindowMs` before being answered 429 without checks. */
  refusalsPerWindow: z.number().int().min(1).default(10),
  refusalWindowMs: z.number().int().min(100).default(10_000),
})

export type RelaySettings = z.output<typeof relaySettingsSchema>
export type RelayConfig = z.input<typeof relaySettingsSchema>
