/** More keys than this and the oldest windows are forgotten, so a flood of addresses cannot grow memory. */
const MAX_KEYS = 100_000

export interface RefusalThrottle {
  /** Whether this caller was refused so often lately that it is answered 429 without any check. */
  isThrottled(key: string): boolean
  recordRefusal(key: string): void
}

/**
 * Counts refused upgrades per caller (its IP address, an IPv6 /64) in a fixed window. 2.21.8
 * answers a refusal with up to ~10,000 attempts in 20 s, each with a fresh token, and an attacker
 * can sign each with a fresh key: past `limit` refusals, the rest cost a map lookup instead of a
 * signature check.
 */
export function createRefusalThrottle(limit: number, windowMs: number, now: () => number = Date.now): RefusalThrottle {
  const windows = new Map<string, { startedAt: number; refusals: number }>()

  function current(key: string) {
    const window = windows.get(key)
    if (window && now() - window.startedAt < windowMs) return window
    if (window) windows.delete(key)
    return undefined
  }

  return {
    isThrottled(key) {
      return (current(key)?.refusals ?? 0) >= limit
    },
    recordRefusal(key) {
      const window = current(key)
      if (window) {
        window.refusals++
        return
      }
      if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!)
      windows.set(key, { startedAt: now(), refusals: 1 })
    },
  }
}
