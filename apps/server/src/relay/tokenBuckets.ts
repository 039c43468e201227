/** Buckets idle long enough to be full again are forgotten this often. */
const SWEEP_INTERVAL_MS = 60_000

export interface TokenBuckets {
  /** The tokens `key` has now: `burst` for a key never seen, refilled at `perSecond` since its last take. */
  available(key: string): number
  /** Takes `count` tokens from `key` (checked first with `available`). */
  take(key: string, count: number): void
  /** Seconds until `key` has `count` tokens, rounded up to a tenth. */
  secondsUntil(key: string, count: number): number
  close(): void
}

/**
 * A token bucket per key, in this process: `burst` at once, refilled at `perSecond`. Full buckets
 * are dropped by a sweep, so made-up keys cost memory for a minute at most.
 */
export function createTokenBuckets({ perSecond, burst }: { perSecond: number; burst: number }, now: () => number = Date.now): TokenBuckets {
  const buckets = new Map<string, { tokens: number; at: number }>()

  const refilled = (bucket: { tokens: number; at: number }, at: number) => Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond)
  const available = (key: string) => {
    const bucket = buckets.get(key)
    return bucket ? refilled(bucket, now()) : burst
  }

  const sweep = setInterval(() => {
    const at = now()
    for (const [key, bucket] of buckets) if (refilled(bucket, at) >= burst) buckets.delete(key)
  }, SWEEP_INTERVAL_MS)
  sweep.unref()

  return {
    available,
    take(key, count) {
      buckets.set(key, { tokens: available(key) - count, at: now() })
    },
    secondsUntil(key, count) {
      return Math.ceil(((count - available(key)) / perSecond) * 10) / 10
    },
    close() {
      clearInterval(sweep)
      buckets.clear()
    },
  }
}
