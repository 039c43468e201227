/** The 30 s between two login emails (spec §3), remembered in the page's storage. */
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants.ts'
import { readJson, STORAGE_KEYS, writeJson, type KeyValueStorage } from '../storage.ts'

/** Seconds until another login email may be sent (0: now); the frame's server enforces the same 30 s. */
export function emailCooldownSeconds(storage: KeyValueStorage, now: number): number {
  const last = readJson<number>(storage, STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)
  if (typeof last !== 'number' || !Number.isFinite(last) || last > now) return 0
  const left = last + EMAIL_LOGIN_COOLDOWN_MS - now
  return left > 0 ? Math.ceil(left / 1000) : 0
}

export function markEmailSent(storage: KeyValueStorage, now: number): void {
  writeJson(storage, STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, now)
}
