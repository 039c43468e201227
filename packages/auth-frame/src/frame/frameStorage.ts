/**
 * The frame's own storage: localStorage of the frame's origin (partitioned per host site by the
 * browser), falling back to memory where it is blocked, so a locked-down browser still gets a
 * working (if forgetful) frame instead of an exception.
 */
export interface FrameStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

export const STORAGE_KEYS = {
  device: '@foyer-frame/device',
  session: '@foyer-frame/session',
  lastChain: '@foyer-frame/last-chain',
  /** The email of a login in progress, so a reload between its steps (RELOAD) does not lose it. */
  loginEmail: '@foyer-frame/login-email',
} as const

export function memoryStorage(): FrameStorage {
  const values = new Map<string, string>()
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  }
}

export function browserStorage(): FrameStorage {
  const fallback = memoryStorage()
  const local = openLocalStorage()
  if (!local) return fallback
  return {
    get: (key) => attempt(() => local.getItem(key)) ?? fallback.get(key),
    set: (key, value) => {
      if (attempt(() => (local.setItem(key, value), true)) === null) fallback.set(key, value)
    },
    remove: (key) => {
      attempt(() => local.removeItem(key))
      fallback.remove(key)
    },
  }
}

function openLocalStorage(): Storage | null {
  return attempt(() => globalThis.localStorage ?? null)
}

function attempt<T>(read: () => T): T | null {
  try {
    return read()
  } catch {
    return null
  }
}
