import { blake2b } from '@noble/hashes/blake2.js'
import { base58 } from '@scure/base'

/** What SS58 checksums are taken over: this prefix, then the address's prefix and account id. */
const CHECKSUM_PREFIX = new TextEncoder().encode('SS58PRE')

/** The two checksum bytes of an SS58 payload (prefix ‖ account id): blake2b-512's first two. */
function checksum(payload: Uint8Array): Uint8Array {
  return blake2b(new Uint8Array([...CHECKSUM_PREFIX, ...payload]), { dkLen: 64 }).subarray(0, 2)
}

/** The prefix's one byte (0–63) or two bytes (64–16383), as SS58 writes it. */
function prefixBytes(prefix: number): number[] {
  if (prefix < 64) return [prefix]
  return [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6)]
}

/** A 32-byte account id (an sr25519 or ed25519 public key) as an SS58 address with `prefix`. */
export function encodeSs58(accountId: Uint8Array, prefix: number): string {
  const payload = new Uint8Array([...prefixBytes(prefix), ...accountId])
  return base58.encode(new Uint8Array([...payload, ...checksum(payload)]))
}

/** The 32-byte account id of an SS58 address, whatever its prefix; undefined for anything that is not one (a bad checksum too). */
export function accountIdOfSs58(address: string): Uint8Array | undefined {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return undefined
  }
  const prefixLength = bytes[0]! < 64 ? 1 : bytes[0]! < 128 ? 2 : 0
  if (prefixLength === 0 || bytes.length !== prefixLength + 32 + 2) return undefined
  const payload = bytes.subarray(0, prefixLength + 32)
  const [first, second] = checksum(payload)
  if (bytes[payload.length] !== first || bytes[payload.length + 1] !== second) return undefined
  return payload.slice(prefixLength)
}
