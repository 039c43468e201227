/** Where one key stands in its window after a request was counted. */
export interface WindowCount {
  max: number
  /** Requests left in the window (0 once over). */
  remaining: number
  /** Seconds until the window ends, rounded up. */
  ttlInSeconds: number
  /** Over the limit: this request is one too many. */
  isExceeded: boolean
}

/** Keys a counter remembers: past it the key whose window opened first is forgotten. */
const MAX_KEYS = 10_000

/**
 * Counts requests per key in fixed windows, as @fastify/rate-limit's memory store does (a key's
 * window opens with its first request and lasts `windowMs`), but synchronously: the request's
 * hook need not wait for a callback and a promise per limit. A count within an open window is a
 * lookup and an addition; the map is reordered only when a window opens, so its first key is the
 * one whose window ends soonest, the one forgotten when the map is full.
 */
export function createWindowCounter(max: number, windowMs: number, now = Date.now) {
  const windows = new Map<string, { count: number; startedAt: number }>()
  /**
   * Counts one request under `key` at `at` (one clock reading can serve a request's several
   * counters), or `cost` of them (a JSON-RPC batch's further calls).
   */
  return (key: string, at = now(), cost = 1): WindowCount => {
    let window = windows.get(key)
    if (window === undefined || window.startedAt + windowMs <= at) {
      if (window !== undefined) windows.delete(key)
      else if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!)
      window = { count: 0, startedAt: at }
      windows.set(key, window)
    }
    window.count += cost
    return {
      max,
      remaining: Math.max(0, max - window.count),
      ttlInSeconds: Math.ceil((window.startedAt + windowMs - at) / 1000),
      isExceeded: window.count > max,
    }
  }
}
