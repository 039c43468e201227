import type { RelaySocketConstructor } from './socket.ts'

export interface RelayClientOptions {
  /** e.g. `ws://127.0.0.1:8787/ws`. Becomes the JWT `aud` exactly as given (design note §3.2). */
  relayUrl: string
  projectId?: string
  /** The client's ed25519 seed (its identity); generated when absent. The engine persists it. */
  seed?: Uint8Array
  /** The WebSocket implementation: the global one by default; in Node 20 pass `ws`'s WebSocket. */
  WebSocket?: RelaySocketConstructor
  /** Sent as the `ua` URL parameter; default `wc-2/foyer-<version>/<env>`. */
  ua?: string
  logger?: { debug?(...args: unknown[]): void; warn?(...args: unknown[]): void }
  /** How long subscribe/unsubscribe wait for an answer (queued time included), and a socket to open. Default 15 s. */
  requestTimeoutMs?: number
  /** How long a publish keeps being retried (same id) before it fails. Default 60 s. */
  publishTimeoutMs?: number
  /**
   * How long a request waits for a socket that opens before it fails as 'unreachable' (the relay is
   * down or the visitor offline): sooner than `requestTimeoutMs`, so a modal can say so. A request
   * written to a socket once keeps its own timeout across reconnects. Default 5 s.
   */
  unreachableAfterMs?: number
  /** Silence on an open socket after which a liveness probe is sent. Default 45 s. */
  probeAfterSilenceMs?: number
  /** How long a liveness probe may stay unanswered before the socket is dropped. Default 10 s. */
  probeTimeoutMs?: number
}

/** The timings with their defaults filled in. */
export interface RelayTimings {
  readonly requestTimeoutMs: number
  readonly publishTimeoutMs: number
  readonly unreachableAfterMs: number
  readonly probeAfterSilenceMs: number
  readonly probeTimeoutMs: number
}

export function relayTimings(options: RelayClientOptions): RelayTimings {
  return {
    requestTimeoutMs: options.requestTimeoutMs ?? 15_000,
    publishTimeoutMs: options.publishTimeoutMs ?? 60_000,
    unreachableAfterMs: options.unreachableAfterMs ?? 5_000,
    probeAfterSilenceMs: options.probeAfterSilenceMs ?? 45_000,
    probeTimeoutMs: options.probeTimeoutMs ?? 10_000,
  }
}

/** Where the client's debug and warn lines go, each tagged `[relay]`. */
export interface RelayLog {
  debug(...args: unknown[]): void
  warn(...args: unknown[]): void
}

export function relayLog(options: RelayClientOptions): RelayLog {
  return {
    debug: (...args) => options.logger?.debug?.('[relay]', ...args),
    warn: (...args) => options.logger?.warn?.('[relay]', ...args),
  }
}

/** Checked up front, so a bad URL fails at construction rather than on the first lazy connect. */
export function assertRelayUrl(relayUrl: string): void {
  let url: URL
  try {
    url = new URL(relayUrl)
  } catch {
    throw new Error(`relayUrl is not a URL: ${relayUrl}`)
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new Error(`relayUrl must be ws: or wss:, got ${relayUrl}`)
}

/** The injected WebSocket, else the global one; Node 20 has none, so that case fails here, loudly. */
export function webSocketImplementation(options: RelayClientOptions): RelaySocketConstructor {
  const WebSocketImpl = options.WebSocket ?? (globalThis as { WebSocket?: RelaySocketConstructor }).WebSocket
  if (!WebSocketImpl) throw new Error('No WebSocket implementation: pass one as the WebSocket option (in Node 20, `ws`).')
  return WebSocketImpl
}
