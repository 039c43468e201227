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

/** Keys a counter remembers: past it the least recently counted one is forgotten. */
const MAX_KEYS = 10_000

/**
 * Counts requests per key in fixed windows, as @fastify/rate-limit's memory store does (a key's
 * window opens with its first request and lasts `windowMs`), but synchronously: the request's
 * hook need not wait for a callback and a promise per limit.
 */
export function createWindowCounter(max: number, windowMs: number, now = Date.now) {
  const windows = new Map<string, { count: number; startedAt: number }>()
  return (key: string): WindowCount => {
    const at = now()
    let window = windows.get(key)
    if (window === undefined || window.startedAt + windowMs <= at) {
      window = { count: 0, startedAt: at }
      if (windows.size >= MAX_KEYS && !windows.has(key)) windows.delete(windows.keys().next().value!)
    }
    window.count++
    // Re-inserted so the map's order is least recently counted first.
    windows.delete(key)
    windows.set(key, window)
    return {
      max,
      remaining: Math.max(0, max - window.count),
      ttlInSeconds: Math.ceil((window.startedAt + windowMs - at) / 1000),
      isExceeded: window.count > max,
    }
  }
}
