import * as z from 'zod/mini'
import { STORAGE_KEYS, type FrameStorage } from './frameStorage.ts'

/** The session token the frame holds for the visitor; the host page never sees it. */
export interface SessionStore {
  /** The token, or null when there is none or it has expired. */
  token(): string | null
  save(session: StoredSession): void
  clear(): void
}

export interface StoredSession {
  token: string
  /** Seconds since the epoch. */
  expiresAt: number
}

const storedSessionSchema = z.strictObject({ token: z.string().check(z.minLength(1)), expiresAt: z.int() })

export function createSessionStore(storage: FrameStorage, now: () => number = Date.now): SessionStore {
  const clear = () => storage.remove(STORAGE_KEYS.session)
  return {
    token() {
      const session = readSession(storage)
      if (!session) return null
      if (session.expiresAt * 1000 <= now()) {
        clear()
        return null
      }
      return session.token
    },
    save: (session) => storage.set(STORAGE_KEYS.session, JSON.stringify(session)),
    clear,
  }
}

function readSession(storage: FrameStorage): StoredSession | null {
  const raw = storage.get(STORAGE_KEYS.session)
  if (raw === null) return null
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
