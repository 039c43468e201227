/** The window failed chain checks are counted in. */
export const CHAIN_FAILURE_WINDOW_MS = 10 * 60_000
/** Keys remembered: past it the one whose window opened first is forgotten. */
const MAX_KEYS = 10_000

/**
 * Failed signature checks that asked a chain (a smart account's EIP-1271/6492 check), counted per
 * key — a client, an account — in fixed 10-minute windows. A check is asked only while every key
 * it names has failures left; a check that passed costs nothing.
 */
export function chainCheckBudget(maxFailures: number, now = Date.now) {
  const windows = new Map<string, { failures: number; startedAt: number }>()
  const windowOf = (key: string, at: number) => {
    const window = windows.get(key)
    if (window && window.startedAt + CHAIN_FAILURE_WINDOW_MS > at) return window
    if (window) windows.delete(key)
    return undefined
  }
  return {
    maxFailures,
    /** Seconds until the first spent key has failures again; undefined while every key has some left. */
    spentFor(keys: readonly string[], at = now()): number | undefined {
      const waits = keys.map((key) => windowOf(key, at)).filter((window) => window !== undefined && window.failures >= maxFailures)
      if (waits.length === 0) return undefined
      return Math.max(...waits.map((window) => Math.ceil((window!.startedAt + CHAIN_FAILURE_WINDOW_MS - at) / 1000)))
    },
    /** Counts one failure against each key. */
    fail(keys: readonly string[], at = now()): void {
      for (const key of keys) {
        let window = windowOf(key, at)
        if (!window) {
          if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!)
          window = { failures: 0, startedAt: at }
          windows.set(key, window)
        }
        window.failures++
      }
    },
  }
}
export type ChainCheckBudget = ReturnType<typeof chainCheckBudget>
