import { describe, expect, it } from 'vitest'
import { deleteCachedLoginData, emailCooldownSeconds, markEmailSent, readCachedLogin, rememberLogin, rememberSocialLogin } from '../../src/auth/loginCache.ts'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../src/constants.ts'
import { memoryStorage, STORAGE_KEYS } from '../../src/storage.ts'

const T0 = 1_700_000_000_000

describe('the 30 s email cooldown (spec §5)', () => {
  it('with no email sent yet there is nothing to wait for', () => {
    expect(emailCooldownSeconds(memoryStorage(), T0)).toBe(0)
  })

  it('right after an email the visitor waits the whole 30 s, rounded up to whole seconds', () => {
    const storage = memoryStorage()
    markEmailSent(storage, T0)
    expect(emailCooldownSeconds(storage, T0)).toBe(30)
    expect(emailCooldownSeconds(storage, T0 + 100)).toBe(30)
    expect(emailCooldownSeconds(storage, T0 + 29_001)).toBe(1)
  })

  it('30 s after the email another may go', () => {
    const storage = memoryStorage()
    markEmailSent(storage, T0)
    expect(emailCooldownSeconds(storage, T0 + EMAIL_LOGIN_COOLDOWN_MS)).toBe(0)
  })

  it('a stored time from the future or a hand-edited value does not lock the visitor out', () => {
    const storage = memoryStorage()
    markEmailSent(storage, T0 + 60_000)
    expect(emailCooldownSeconds(storage, T0)).toBe(0)
    storage.setItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, '"soon"')
    expect(emailCooldownSeconds(storage, T0)).toBe(0)
  })
})

describe('cached login data (spec §3, §4)', () => {
  it('a login keeps the email-login-used flag and the email; a social login its provider and username', () => {
    const storage = memoryStorage()
    rememberLogin(storage, { email: 'ada@example.com' })
    rememberSocialLogin(storage, 'github', 'ada')
    expect(readCachedLogin(storage)).toEqual({ emailLoginUsed: true, email: 'ada@example.com', socialUsername: 'ada', socialProvider: 'github' })
    expect(storage.getItem(STORAGE_KEYS.SESSION_TOKEN), 'the session token never reaches the page').toBeNull()
  })

  it('deleting the cache removes the flag, the email, the last chain and the social username', () => {
    const storage = memoryStorage()
    rememberLogin(storage, { email: 'ada@example.com' })
    rememberSocialLogin(storage, 'github', 'ada')
    storage.setItem(STORAGE_KEYS.LAST_USED_CHAIN, '"eip155"')
    deleteCachedLoginData(storage)
    for (const key of [STORAGE_KEYS.EMAIL_LOGIN_USED, STORAGE_KEYS.EMAIL, STORAGE_KEYS.LAST_USED_CHAIN, STORAGE_KEYS.SOCIAL_USERNAME]) {
      expect(storage.getItem(key), key).toBeNull()
    }
  })
})
