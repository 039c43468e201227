import { blake2b } from '@noble/hashes/blake2b'
import { base58, hex } from '@scure/base'

/**
 * SS58, Substrate's address format: base58 of the network's prefix (one byte below 64, two from 64
 * to 16383), the 32-byte account id and the first two bytes of blake2b-512("SS58PRE" ‖ prefix ‖ id).
 * Only 32-byte account ids (sr25519, ed25519, hashed ecdsa): shorter ids are indices, not accounts.
 */
export interface DecodedSs58 {
  prefix: number
  publicKey: Uint8Array
}

const CONTEXT = new TextEncoder().encode('SS58PRE')
const ACCOUNT_ID_LENGTH = 32

/** The address's network prefix and account id, or undefined where the text is no SS58 account address (a bad checksum included). */
export function decodeSs58(text: string): DecodedSs58 | undefined {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(text)
  } catch {
    return undefined
  }
  // A first byte from 128 up is reserved.
  if ((bytes[0] ?? 128) >= 128) return undefined
  const prefixLength = bytes[0]! & 0b0100_0000 ? 2 : 1
  if (bytes.length !== prefixLength + ACCOUNT_ID_LENGTH + 2) return undefined
  const prefix = prefixLength === 1 ? bytes[0]! : ((bytes[0]! & 0b0011_1111) << 2) | (bytes[1]! >> 6) | ((bytes[1]! & 0b0011_1111) << 8)
  const body = bytes.subarray(0, prefixLength + ACCOUNT_ID_LENGTH)
  const checksum = checksumOf(body)
  if (checksum[0] !== bytes[body.length] || checksum[1] !== bytes[body.length + 1]) return undefined
  return { prefix, publicKey: bytes.slice(prefixLength, prefixLength + ACCOUNT_ID_LENGTH) }
}

/** The account id as an address of the network with this prefix. */
export function encodeSs58(publicKey: Uint8Array, prefix: number): string {
  if (publicKey.length !== ACCOUNT_ID_LENGTH) throw new TypeError(`An SS58 account id is ${ACCOUNT_ID_LENGTH} bytes, not ${publicKey.length}`)
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383 || prefix === 46 || prefix === 47) throw new TypeError(`${prefix} is not an SS58 network prefix`)
  const head = prefix < 64 ? [prefix] : [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b0000_0011) << 6)]
  const body = new Uint8Array([...head, ...publicKey])
  return base58.encode(new Uint8Array([...body, ...checksumOf(body).subarray(0, 2)]))
}

/** The form two addresses of one account compare in, whichever network's prefix they carry: the account id in hex. */
export function ss58Key(address: string): string {
  const decoded = decodeSs58(address.trim())
  return decoded ? `0x${hex.encode(decoded.publicKey)}` : address
}

function checksumOf(body: Uint8Array): Uint8Array {
  return blake2b(new Uint8Array([...CONTEXT, ...body]), { dkLen: 64 })
}
