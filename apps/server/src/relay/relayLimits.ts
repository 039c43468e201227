import type { RelaySettings } from './relaySettings.ts'
import { RelayRpcError, RPC_ERRORS } from './rpcErrors.ts'
import { createTokenBuckets, type TokenBuckets } from './tokenBuckets.ts'

/** Whose allowance a publish is taken from: the client's key, and the address it connects from. */
export interface Publisher {
  clientId: string
  /** The IP address key (an IPv6 /64) of the client's socket. */
  clientIp: string
}

/** Which allowance refused a publish (the label of relay_publish_rate_limited_total). */
export type PublishLimit = 'client' | 'ip'

export interface PublishRateLimiter {
  /**
   * Takes `count` publishes from the client's allowance and from its IP address's, or throws a
   * rate-limit error naming the one short and takes from neither.
   */
  take(publisher: Publisher, count: number): void
  close(): void
}

/**
 * Token buckets per client id and per IP address (in this process). Per client id, so opening
 * more sockets gives no more allowance; per address, because a did:key costs nothing to make and
 * an attacker can sign with as many as it likes.
 */
export function createPublishRateLimiter(
  settings: Pick<RelaySettings, 'publishPerSecond' | 'publishBurst' | 'publishPerSecondPerIp' | 'publishBurstPerIp'>,
  options: { onLimited?: (limit: PublishLimit) => void; now?: () => number } = {},
): PublishRateLimiter {
  const byClient = createTokenBuckets({ perSecond: settings.publishPerSecond, burst: settings.publishBurst }, options.now)
  const byIp = createTokenBuckets({ perSecond: settings.publishPerSecondPerIp, burst: settings.publishBurstPerIp }, options.now)

  function refuse(limit: PublishLimit, buckets: TokenBuckets, key: string, count: number, rule: string): never {
    options.onLimited?.(limit)
    throw new RelayRpcError(RPC_ERRORS.rateLimited, `Rate limit exceeded: ${rule}; retry in ${buckets.secondsUntil(key, count)} s`)
  }

  return {
    take({ clientId, clientIp }, count) {
      if (byClient.available(clientId) < count) {
        refuse('client', byClient, clientId, count, `at most ${settings.publishPerSecond} publishes per second (bursts of ${settings.publishBurst}) per client`)
      }
      if (byIp.available(clientIp) < count) {
        refuse('ip', byIp, clientIp, count, `at most ${settings.publishPerSecondPerIp} publishes per second (bursts of ${settings.publishBurstPerIp}) per IP address, all its clients together`)
      }
      byClient.take(clientId, count)
      byIp.take(clientIp, count)
    },
    close() {
      byClient.close()
      byIp.close()
    },
  }
}

/** Refuses a message longer than the relay keeps. */
export function checkMessageSize(message: string, maxMessageBytes: number): void {
  // A character is 1 to 3 UTF-8 bytes: count them only when the length cannot decide.
  if (message.length * 3 <= maxMessageBytes) return
  const bytes = Buffer.byteLength(message, 'utf8')
  if (bytes <= maxMessageBytes) return
  throw new RelayRpcError(RPC_ERRORS.messageTooLarge, `Message too large: ${bytes} bytes; this relay accepts messages of at most ${maxMessageBytes} bytes`)
}

/** The WebSocket frame cap: room for a batch of two largest messages; a bigger frame closes the socket (1009). */
export function maxFrameBytes(settings: Pick<RelaySettings, 'maxMessageBytes'>): number {
  return 2 * settings.maxMessageBytes + 64 * 1024
}
