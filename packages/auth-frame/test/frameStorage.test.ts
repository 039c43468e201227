import { describe, expect, it } from 'vitest'
import { deviceIdSchema } from '../src/protocol/authApi.ts'
import { loadDeviceId } from '../src/frame/deviceId.ts'
import { STORAGE_KEYS, browserStorage, memoryStorage } from '../src/frame/frameStorage.ts'
import { createSessionStore } from '../src/frame/sessionStore.ts'

describe('the device id', () => {
  it('is 32 random bytes in base64url, made once and then kept', () => {
    const storage = memoryStorage()
    const first = loadDeviceId(storage)
    expect(deviceIdSchema.safeParse(first).success).toBe(true)
    expect(loadDeviceId(storage)).toBe(first)
    expect(loadDeviceId(memoryStorage())).not.toBe(first)
  })

  it('a stored value that is not a device id is replaced', () => {
    const storage = memoryStorage()
    storage.set(STORAGE_KEYS.device, 'tampered')
    expect(deviceIdSchema.safeParse(loadDeviceId(storage)).success).toBe(true)
  })
})

describe('the session store', () => {
  it('answers the token until it expires, then forgets it', () => {
    let now = 1_000_000
    const storage = memoryStorage()
    const session = createSessionStore(storage, () => now)
    session.save({ token: 't', expiresAt: 1_000 + 60 })
    expect(session.token()).toBe('t')
    now = (1_000 + 60) * 1000
    expect(session.token()).toBeNull()
    expect(storage.get(STORAGE_KEYS.session)).toBeNull()
  })

  it('a damaged stored session counts as none', () => {
    const storage = memoryStorage()
    storage.set(STORAGE_KEYS.session, '{"token":')
    expect(createSessionStore(storage).token()).toBeNull()
    storage.set(STORAGE_KEYS.session, JSON.stringify({ token: 5 }))
    expect(createSessionStore(storage).token()).toBeNull()
  })
})

describe('browser storage', () => {
  it('works in memory where localStorage does not exist', () => {
    const storage = browserStorage()
    storage.set('k', 'v')
    expect(storage.get('k')).toBe('v')
    storage.remove('k')
    expect(storage.get('k')).toBeNull()
  })
})
