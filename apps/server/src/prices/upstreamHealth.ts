/** What the price book says about its sources: a Fastify logger fits. */
export interface PriceLog {
  warn(details: object, message: string): void
  info(details: object, message: string): void
}

/** After a failure the source is left alone this long: a price service that refuses (429) or is down is not hammered. */
export const FAILURE_COOLDOWN_MS = 10_000
/** A source that keeps failing is reported once in this window, with how many failures went unreported. */
export const FAILURE_LOG_WINDOW_MS = 60_000

export interface UpstreamHealth {
  /** Whether to ask the source now (not while cooling down after a failure). */
  mayAsk(): boolean
  failed(error: unknown): void
  succeeded(): void
}

/**
 * One price service's standing: a failure starts a cooldown and is logged at most once a window
 * (a balance request never waits on, or logs about, a service known to be failing); the first
 * success after failures is logged too, so an operator sees the outage end.
 */
export function upstreamHealth(upstream: string, log: PriceLog, now: () => number): UpstreamHealth {
  let cooldownUntil = 0
  let lastLoggedAt = -Infinity
  let unlogged = 0
  let failing = false
  return {
    mayAsk: () => now() >= cooldownUntil,
    failed(error) {
      failing = true
      cooldownUntil = now() + FAILURE_COOLDOWN_MS
      if (now() - lastLoggedAt < FAILURE_LOG_WINDOW_MS) {
        unlogged++
        return
      }
      const reason = error instanceof Error ? error.message : String(error)
      log.warn({ upstream, reason, unloggedFailures: unlogged }, `prices: ${upstream} ${reason}; balances and history are answered without its prices until it answers (logged at most once a minute)`)
      lastLoggedAt = now()
      unlogged = 0
    },
    succeeded() {
      cooldownUntil = 0
      if (!failing) return
      failing = false
      log.info({ upstream }, `prices: ${upstream} answers again`)
    },
  }
}
