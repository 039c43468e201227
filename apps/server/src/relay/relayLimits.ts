import { RelayRpcError, RPC_ERRORS } from './rpcErrors.ts'
import type { RelaySettings } from './relaySettings.ts'

/** Buckets idle long enough to be full again are forgotten this often. */
const SWEEP_INTERVAL_MS = 60_000

export interface PublishRateLimiter {
  /** Takes `count` publishes from the client's allowance, or throws a rate-limit error and takes none. */
  take(clientId: string, count: number): void
  close(): void
}

/**
 * A token bucket per client id (in this process): `burst` publishes at once, refilled at
 * `perSecond`. Keyed by the client's did:key, so opening more sockets gives no more allowance.
 */
export function createPublishRateLimiter(
  settings: Pick<RelaySettings, 'publishPerSecond' | 'publishBurst'>,
  now: () => number = Date.now,
): PublishRateLimiter {
  const { publishPerSecond: perSecond, publishBurst: burst } = settings
  const buckets = new Map<string, { tokens: number; at: number }>()

  const refilled = (bucket: { tokens: number; at: number }, at: number) =>
    Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond)

  const sweep = setInterval(() => {
    const at = now()
    for (const [clientId, bucket] of buckets) if (refilled(bucket, at) >= burst) buckets.delete(clientId)
  }, SWEEP_INTERVAL_MS)
  sweep.unref()

  return {
    take(clientId, count) {
      const at = now()
      const bucket = buckets.get(clientId) ?? { tokens: burst, at }
      const tokens = refilled(bucket, at)
      if (tokens < count) {
        const waitSeconds = Math.ceil(((count - tokens) / perSecond) * 10) / 10
        throw new RelayRpcError(
          RPC_ERRORS.rateLimited,
          `Rate limit exceeded: at most ${perSecond} publishes per second (bursts of ${burst}) per client; retry in ${waitSeconds} s`,
        )
      }
      buckets.set(clientId, { tokens: tokens - count, at })
    },
    close() {
      clearInterval(sweep)
      buckets.clear()
    },
  }
}

/** Refuses a message longer than the relay keeps. */
export function checkMessageSize(message: string, maxMessageBytes: number): void {
  // A character is 1 to 3 UTF-8 bytes: count them only when the length cannot decide.
  if (message.length * 3 <= maxMessageBytes) return
  const bytes = Buffer.byteLength(message, 'utf8')
  if (bytes <= maxMessageBytes) return
  throw new RelayRpcError(
    RPC_ERRORS.messageTooLarge,
    `Message too large: ${bytes} bytes; this relay accepts messages of at most ${maxMessageBytes} bytes`,
  )
}

/** The WebSocket frame cap: room for a batch of two largest messages; a bigger frame closes the socket (1009). */
export function maxFrameBytes(settings: Pick<RelaySettings, 'maxMessageBytes'>): number {
  return 2 * settings.maxMessageBytes + 64 * 1024
}
