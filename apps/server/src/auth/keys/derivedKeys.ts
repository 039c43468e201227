import { hkdfSync } from 'node:crypto'

/** The keys auth uses, all from the master key, so they survive a restart with the same master key. */
export interface AuthKeys {
  /** Wraps each user's data key (AES-256-GCM). */
  master: Buffer
  /** Signs session tokens (HS256). */
  session: Uint8Array
  /** Keys the HMAC codes are stored as. */
  code: Buffer
}

/** Derives the session-token and code keys with HKDF-SHA256, one info string each, so no key serves two jobs. */
export function deriveAuthKeys(master: Buffer): AuthKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32))
  return { master, session: new Uint8Array(derive('foyer/auth/session-token/v1')), code: derive('foyer/auth/code-hmac/v1') }
}
