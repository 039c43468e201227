import { z } from 'zod'
import { TOPIC_BUDGET_HEADROOM_BYTES } from './mailboxBudget.ts'

/** 2.21.8's largest publish is a few KiB; this leaves room for any honest envelope. */
export const DEFAULT_MAX_MESSAGE_BYTES = 512 * 1024
const MIB = 1024 * 1024
const DAY_SECONDS = 86_400

/**
 * The WalletConnect relay's settings (`relay` in the server config). Defaults suit one machine
 * and a public deployment alike; tests shrink the caps and intervals.
 */
export const relaySettingsSchema = z
  .object({
    /** The WebSocket path (`ws://host:port/ws`); clients keep the path of the relayUrl they are given. */
    path: z
      .string()
      .regex(/^\/[A-Za-z0-9._~/-]*$/, 'must be a URL path starting with "/", like /ws')
      .transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path))
      .default('/ws'),
    /**
     * The relay's public URLs, as clients are configured with them (`wss://relay.example.com/ws`):
     * a client's JWT names one of them as its audience. Always accepted besides these: the server's
     * own listening address (`ws://127.0.0.1:<port>/ws`), the publicUrl turned to ws(s), and in dev
     * mode any loopback host and port.
     */
    publicUrls: z.array(z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL like wss://relay.example.com/ws' })).default([]),
    /** Where the mailbox and the fan-out live when several processes serve one relay address. */
    redisUrl: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    /** Prefix of every Redis key and channel the relay uses. */
    redisKeyPrefix: z.string().min(1).max(100).default('foyer-relay:'),
    /** Longest `message` string one publish may carry (base64, so characters are bytes). */
    maxMessageBytes: z
      .number()
      .int()
      .min(1024)
      .max(16 * 1024 * 1024)
      .default(DEFAULT_MAX_MESSAGE_BYTES),
    /** Messages one topic keeps at once; a publish beyond it is refused until some expire. */
    maxMessagesPerTopic: z.number().int().min(1).max(100_000).default(1000),
    /** Sustained publishes per second per client id (each message of a batch counts). */
    publishPerSecond: z.number().min(0.1).max(100_000).default(100),
    /** Publishes a client may make at once before the per-second rate applies. */
    publishBurst: z.number().int().min(1).max(100_000).default(200),
    /** Topics one socket may be subscribed to. */
    maxSubscriptionsPerSocket: z.number().int().min(1).max(1_000_000).default(10_000),
    /**
     * The longest a message is kept: a publish asking more is accepted and kept this long. 7 days is
     * the longest request expiry of the Sign protocol; 2.21.8's authenticate() puts whatever expiry
     * its caller gives into the ttl, and a refused publish would fail that call.
     */
    maxTtlSeconds: z
      .number()
      .int()
      .min(1)
      .default(7 * DAY_SECONDS),
    /**
     * Bytes the mailbox may hold, every topic together (with Redis, every process too); past it the
     * oldest messages are evicted. A few hundred MiB of envelopes at most, on a server that also
     * serves the API: an honest message is a few KiB, so this is tens of thousands of waiting ones.
     */
    mailboxMaxBytes: z
      .number()
      .int()
      .min(MIB)
      .default(256 * MIB),
    /**
     * Bytes one topic may hold; past it its oldest messages are evicted. An honest topic holds a
     * proposal or a session's few messages, a few KiB each: 4 MiB is eight largest messages, and
     * keeps one topic from filling the mailbox (the count cap alone let it hold 500 MiB).
     */
    topicMaxBytes: z
      .number()
      .int()
      .min(64 * 1024)
      .default(4 * MIB),
    /**
     * Bytes the live messages one client key published may hold, whatever address it publishes
     * from; past it its publishes are refused (-32006) until some expire, and nobody's messages are
     * evicted for it. Default: 16 MiB, at most the address budget. An honest client holds a few KiB.
     */
    clientMaxBytes: z
      .number()
      .int()
      .min(64 * 1024)
      .optional(),
    /**
     * Bytes the live messages published from one IP address (an IPv6 /64) may hold, all its client
     * keys together (a did:key costs nothing to make); past it, refused likewise. At most half the
     * mailbox budget, so one address can never fill it and evict others' messages. Default: a quarter
     * of mailboxMaxBytes, at most 64 MiB: room for a NAT of honest clients, not one host's flood.
     */
    ipMaxBytes: z
      .number()
      .int()
      .min(64 * 1024)
      .optional(),
    /** Sustained publishes per second from one IP address (an IPv6 /64), all its client ids together. */
    publishPerSecondPerIp: z.number().min(0.1).max(100_000).default(200),
    /** Publishes one IP address may make at once before its per-second rate applies. */
    publishBurstPerIp: z.number().int().min(1).max(100_000).default(400),
    /**
     * Sockets open at once from one IP address (an IPv6 /64); upgrades being checked count too. Room
     * for an office or a carrier NAT (a dapp tab and a wallet each hold one), not for one host's flood.
     */
    maxSocketsPerIp: z.number().int().min(1).max(1_000_000).default(200),
    /** Longest a client JWT may be valid (exp − iat, and exp − now); WalletConnect clients sign them for a day. */
    maxJwtLifetimeSeconds: z
      .number()
      .int()
      .min(DAY_SECONDS)
      .default(7 * DAY_SECONDS),
    /** WebSocket pings keep 2.21.8's 35 s stall timer from firing; a socket silent for two intervals is dropped. */
    pingIntervalMs: z.number().int().min(10).max(30_000).default(15_000),
    /** Refused upgrades one IP address (an IPv6 /64) may make in `refusalWindowMs` before being answered 429 without checks. */
    refusalsPerWindow: z.number().int().min(1).default(10),
    refusalWindowMs: z.number().int().min(100).default(10_000),
  })
  // A budget that cannot hold the message just stored would evict it: refused at startup instead.
  .check((context) => {
    const settings = context.value
    const smallestTopicBudget = settings.maxMessageBytes + TOPIC_BUDGET_HEADROOM_BYTES
    if (settings.topicMaxBytes < smallestTopicBudget) {
      context.issues.push({
        code: 'custom',
        path: ['topicMaxBytes'],
        input: settings.topicMaxBytes,
        message: `must leave room for one largest message: at least ${smallestTopicBudget} bytes (maxMessageBytes ${settings.maxMessageBytes} + ${TOPIC_BUDGET_HEADROOM_BYTES})`,
      })
    }
    if (settings.mailboxMaxBytes < settings.topicMaxBytes) {
      context.issues.push({
        code: 'custom',
        path: ['mailboxMaxBytes'],
        input: settings.mailboxMaxBytes,
        message: `must be at least the topic budget (topicMaxBytes, ${settings.topicMaxBytes} bytes)`,
      })
    }
    const { clientMaxBytes, ipMaxBytes } = publisherBudgets(settings)
    if (clientMaxBytes < smallestTopicBudget) {
      context.issues.push({
        code: 'custom',
        path: ['clientMaxBytes'],
        input: clientMaxBytes,
        message: `must leave room for one largest message: at least ${smallestTopicBudget} bytes (maxMessageBytes ${settings.maxMessageBytes} + ${TOPIC_BUDGET_HEADROOM_BYTES}); it is ${clientMaxBytes}`,
      })
    }
    if (ipMaxBytes < clientMaxBytes) {
      context.issues.push({
        code: 'custom',
        path: ['ipMaxBytes'],
        input: ipMaxBytes,
        message: `must be at least the client budget (clientMaxBytes, ${clientMaxBytes} bytes): a client publishes from an address; it is ${ipMaxBytes}`,
      })
    }
    if (ipMaxBytes > settings.mailboxMaxBytes / 2) {
      context.issues.push({
        code: 'custom',
        path: ['ipMaxBytes'],
        input: ipMaxBytes,
        message: `must be at most half the mailbox budget (mailboxMaxBytes ${settings.mailboxMaxBytes} bytes), so one address cannot fill the mailbox; it is ${ipMaxBytes}`,
      })
    }
  })
  .transform((settings) => ({ ...settings, ...publisherBudgets(settings) }))

/** The per-publisher budgets as given, or their defaults, derived from the mailbox budget when not given. */
function publisherBudgets(settings: { mailboxMaxBytes: number; maxMessageBytes: number; clientMaxBytes?: number | undefined; ipMaxBytes?: number | undefined }) {
  const roomForOneMessage = settings.maxMessageBytes + TOPIC_BUDGET_HEADROOM_BYTES
  const ipMaxBytes = settings.ipMaxBytes ?? Math.min(64 * MIB, Math.max(Math.floor(settings.mailboxMaxBytes / 4), roomForOneMessage))
  const clientMaxBytes = settings.clientMaxBytes ?? Math.min(16 * MIB, ipMaxBytes)
  return { clientMaxBytes, ipMaxBytes }
}

export type RelaySettings = z.output<typeof relaySettingsSchema>
export type RelayConfig = z.input<typeof relaySettingsSchema>
