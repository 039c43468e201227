/**
 * WebCrypto first, @noble second: the noble code is a chunk of its own (nobleFallback.ts), fetched
 * only where `crypto.subtle` is missing (a page served over plain http) or cannot do the operation
 * (a browser without Ed25519 or X25519). Both give the same bytes, so callers never know which ran.
 */
import type * as NobleFallback from './nobleFallback.ts'

export type Noble = typeof NobleFallback

export type Curve = 'Ed25519' | 'X25519'

const KEY_LENGTH = 32

let noble: Promise<Noble> | undefined

/**
 * `viaSubtle` on the platform's SubtleCrypto; where there is none, or it throws, `viaNoble` on the
 * noble code. A failure is never trusted as an answer: noble then returns today's bytes, or throws
 * today's error for a bad key.
 */
export async function withSubtle<T>(viaSubtle: (subtle: SubtleCrypto) => Promise<T>, viaNoble: (noble: Noble) => T): Promise<T> {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleCrypto } }).crypto?.subtle
  if (subtle !== undefined) {
    try {
      return await viaSubtle(subtle)
    } catch {
      // Not supported here, or a partial implementation: noble decides.
    }
  }
  return viaNoble(await loadNoble())
}

/**
 * A Curve25519 private key as a CryptoKey, imported from RFC 8410 PKCS#8 (WebCrypto has no raw
 * private import). The DER copy of the key is wiped once imported.
 */
export async function importPrivateKey(subtle: SubtleCrypto, curve: Curve, key: Uint8Array, p: { extractable: boolean; usages: KeyUsage[] }): Promise<CryptoKey> {
  if (key.length !== KEY_LENGTH) throw new Error(`${curve} private key must be ${KEY_LENGTH} bytes`)
  const der = pkcs8(curve, key)
  try {
    return await subtle.importKey('pkcs8', der, curve, p.extractable, p.usages)
  } finally {
    der.fill(0)
  }
}

/** SEQUENCE { version 0, AlgorithmIdentifier { OID 1.3.101.110 (X25519) or .112 (Ed25519) }, OCTET STRING { OCTET STRING key } }. */
function pkcs8(curve: Curve, key: Uint8Array): Uint8Array<ArrayBuffer> {
  const oid = curve === 'X25519' ? 0x6e : 0x70
  const prefix = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, oid, 0x04, 0x22, 0x04, 0x20]
  const der = new Uint8Array(prefix.length + KEY_LENGTH)
  der.set(prefix)
  der.set(key, prefix.length)
  return der
}

/** The noble chunk, fetched once; a failed fetch is tried again on the next call. */
function loadNoble(): Promise<Noble> {
  noble ??= import('./nobleFallback.ts').catch((error: unknown) => {
    noble = undefined
    throw error
  })
  return noble
}
