/**
 * What the host page remembers about an embedded-wallet login (spec §3). Only flags and display
 * values live here: the session token stays in the frame's own storage, out of the page's reach.
 */
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants.ts'
import { readJson, removeKey, STORAGE_KEYS, writeJson, type KeyValueStorage } from '../storage.ts'

export interface CachedLogin {
  emailLoginUsed: boolean
  email?: string
  socialUsername?: string
  socialProvider?: string
}

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

/** A login finished: the email-login-used flag, and the email when the user has one. */
export function rememberLogin(storage: KeyValueStorage, user: { email?: string | null }): void {
  writeJson(storage, STORAGE_KEYS.EMAIL_LOGIN_USED, true)
  if (user.email) writeJson(storage, STORAGE_KEYS.EMAIL, user.email)
}

export function rememberSocialLogin(storage: KeyValueStorage, provider: string, userName?: string): void {
  writeJson(storage, STORAGE_KEYS.SOCIAL_PROVIDER, provider)
  if (userName) writeJson(storage, STORAGE_KEYS.SOCIAL_USERNAME, userName)
}

export function rememberEmail(storage: KeyValueStorage, email: string): void {
  writeJson(storage, STORAGE_KEYS.EMAIL, email)
}

export function readCachedLogin(storage: KeyValueStorage): CachedLogin {
  const text = (key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]) => {
    const value = readJson<unknown>(storage, key)
    return typeof value === 'string' && value ? value : undefined
  }
  return {
    emailLoginUsed: readJson<unknown>(storage, STORAGE_KEYS.EMAIL_LOGIN_USED) === true,
    email: text(STORAGE_KEYS.EMAIL),
    socialUsername: text(STORAGE_KEYS.SOCIAL_USERNAME),
    socialProvider: text(STORAGE_KEYS.SOCIAL_PROVIDER),
  }
}

/**
 * The frame says the visitor is not logged in, or they signed out: the cached login data goes
 * (spec §4: the flag, the email, the last chain and the social username).
 */
export function deleteCachedLoginData(storage: KeyValueStorage): void {
  removeKey(storage, STORAGE_KEYS.EMAIL_LOGIN_USED)
  removeKey(storage, STORAGE_KEYS.EMAIL)
  removeKey(storage, STORAGE_KEYS.LAST_USED_CHAIN)
  removeKey(storage, STORAGE_KEYS.SOCIAL_USERNAME)
}
