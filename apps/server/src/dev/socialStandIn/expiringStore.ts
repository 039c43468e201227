import { newSecret } from './standInHttp.ts'

export type Redeemed<T> = { ok: true; value: T } | { ok: false; reason: 'unknown' | 'used' | 'expired' }

/**
 * Values kept for a while under keys from the CSPRNG: a provider's authorization codes (redeemed
 * once), its access tokens (read until they expire), the logins under way. A used code is kept
 * until it expires, so that its reuse is told apart from a code never issued, as providers do.
 */
export function expiringStore<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: T; expiresAt: number; used: boolean }>()
  return {
    ttlSeconds: Math.round(ttlMs / 1000),

    /** Keeps the value and answers its key: `prefix` and 32 random bytes. */
    issue(value: T, prefix = ''): string {
      const time = now()
      for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key)
      const key = prefix + newSecret()
      entries.set(key, { value, expiresAt: time + ttlMs, used: false })
      return key
    },

    /** The value while it lives (an access token, read again and again). */
    find(key: string): T | undefined {
      const entry = entries.get(key)
      return entry && !entry.used && entry.expiresAt > now() ? entry.value : undefined
    },

    /** The value, once: a second redemption is refused as `used`. */
    redeem(key: string): Redeemed<T> {
      const entry = entries.get(key)
      if (!entry) return { ok: false, reason: 'unknown' }
      if (entry.used) return { ok: false, reason: 'used' }
      if (entry.expiresAt <= now()) return { ok: false, reason: 'expired' }
      entry.used = true
      return { ok: true, value: entry.value }
    },
  }
}
export type ExpiringStore<T> = ReturnType<typeof expiringStore<T>>
