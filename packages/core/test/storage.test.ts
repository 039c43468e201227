import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS, defaultStorage, memoryStorage, readJson, removeKey, writeJson, type KeyValueStorage } from '../src/storage.ts'

/** A storage that throws on every call, as a blocked or full localStorage does. */
const throwingStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError: access denied')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError: access denied')
  },
}

const globals = globalThis as { localStorage?: unknown }

describe('storage keys (spec §3 local storage)', () => {
  it('every kept value has its own key under the @foyer/ prefix', () => {
    const keys = Object.values(STORAGE_KEYS)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(key).toMatch(/^@foyer\//)
  })

  it('the spec list is kept: session token, email login flag and time, email, last chain, account type, smart account, social username, connection status', () => {
    expect(STORAGE_KEYS).toMatchObject({
      SESSION_TOKEN: expect.any(String),
      EMAIL_LOGIN_USED: expect.any(String),
      LAST_EMAIL_LOGIN_TIME: expect.any(String),
      EMAIL: expect.any(String),
      LAST_USED_CHAIN: expect.any(String),
      PREFERRED_ACCOUNT_TYPES: expect.any(String),
      SMART_ACCOUNT_ENABLED: expect.any(String),
      SMART_ACCOUNT_ENABLED_NETWORKS: expect.any(String),
      SOCIAL_USERNAME: expect.any(String),
      CONNECTION_STATUS: expect.any(String),
    })
  })
})

describe('safe storage', () => {
  afterEach(() => {
    delete globals.localStorage
  })

  it('JSON written is read back', () => {
    const storage = memoryStorage()
    writeJson(storage, STORAGE_KEYS.EMAIL, { email: 'visitor@example.com' })
    expect(readJson(storage, STORAGE_KEYS.EMAIL)).toEqual({ email: 'visitor@example.com' })
  })

  it('a missing key reads as null', () => {
    expect(readJson(memoryStorage(), STORAGE_KEYS.EMAIL)).toBeNull()
  })

  it('bad stored JSON reads as null', () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.EMAIL, '{not json')
    expect(readJson(storage, STORAGE_KEYS.EMAIL)).toBeNull()
  })

  it('removeKey deletes the value', () => {
    const storage = memoryStorage()
    writeJson(storage, STORAGE_KEYS.EMAIL, 'x')
    removeKey(storage, STORAGE_KEYS.EMAIL)
    expect(storage.getItem(STORAGE_KEYS.EMAIL)).toBeNull()
  })

  it('a throwing storage never throws: reads are null, writes and removals are ignored', () => {
    expect(readJson(throwingStorage, STORAGE_KEYS.EMAIL)).toBeNull()
    expect(() => writeJson(throwingStorage, STORAGE_KEYS.EMAIL, 'x')).not.toThrow()
    expect(() => removeKey(throwingStorage, STORAGE_KEYS.EMAIL)).not.toThrow()
  })

  it('without localStorage (SSR, Node) the default storage is an in-memory map', () => {
    delete globals.localStorage
    const storage = defaultStorage()
    storage.setItem(STORAGE_KEYS.EMAIL, 'kept')
    expect(storage.getItem(STORAGE_KEYS.EMAIL)).toBe('kept')
  })

  it('the page localStorage is used when it works', () => {
    const page = memoryStorage()
    globals.localStorage = page
    expect(defaultStorage()).toBe(page)
  })

  it('a localStorage that throws on access falls back to memory', () => {
    globals.localStorage = throwingStorage
    const storage = defaultStorage()
    expect(storage).not.toBe(throwingStorage)
    storage.setItem(STORAGE_KEYS.EMAIL, 'kept')
    expect(storage.getItem(STORAGE_KEYS.EMAIL)).toBe('kept')
  })

  it('a localStorage getter that throws (sandboxed iframe) falls back to memory', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError: the document is sandboxed')
      },
    })
    expect(defaultStorage().getItem(STORAGE_KEYS.EMAIL)).toBeNull()
  })
})
