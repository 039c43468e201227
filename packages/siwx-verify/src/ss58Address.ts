/**
 * SS58, the address format of Polkadot and every Substrate chain, for account ids (32-byte public
 * keys): base58 of the network's prefix (1 byte for 0–63, 2 bytes for 64–16383), the key and a
 * 2-byte checksum, the first bytes of blake2b-512("SS58PRE" ‖ prefix ‖ key). No Node API, no
 * browser global: the client (an adapter) and the server read addresses with the same rules.
 */
import { blake2b } from '@noble/hashes/blake2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'

/** An account id as an SS58 address holds it: its 32-byte public key and the network prefix it is written for. */
export interface Ss58Account {
  publicKey: Uint8Array
  prefix: number
}

/** The highest prefix SS58 can write (14 bits). */
export const MAX_SS58_PREFIX = 16_383

/**
 * Reads an SS58 address of an account id: its public key and prefix, or what is wrong with it in a
 * sentence (not base58, a reserved or non-canonical prefix, not a 32-byte account id, a bad checksum).
 */
export function readSs58Address(address: string): { account: Ss58Account } | { problem: string } {
  const quoted = quote(address)
  // An account id's address is 47 or 48 characters; base58 decoding is quadratic, so a long text is refused before it.
  const bytes = address.length <= MAX_ADDRESS_LENGTH && BASE58.test(address) ? decodeBase58(address) : undefined
  if (!bytes || bytes.length === 0) return { problem: `${quoted} is not an SS58 address (base58 text)` }
  const prefixed = readPrefix(bytes)
  if ('problem' in prefixed) return { problem: `${quoted} ${prefixed.problem}` }
  const { prefix, length } = prefixed
  const payloadLength = bytes.length - length - CHECKSUM_LENGTH
  if (payloadLength !== ACCOUNT_ID_LENGTH) {
    return { problem: `${quoted} does not hold a 32-byte account id (it holds ${Math.max(payloadLength, 0)} bytes: an account index or an ecdsa key are not account ids)` }
  }
  const publicKey = bytes.slice(length, length + ACCOUNT_ID_LENGTH)
  const checksum = ss58Checksum(bytes.subarray(0, length + ACCOUNT_ID_LENGTH))
  if (bytes[bytes.length - 2] !== checksum[0] || bytes[bytes.length - 1] !== checksum[1]) return { problem: `${quoted} has a bad SS58 checksum (a character is wrong)` }
  return { account: { publicKey, prefix } }
}

/**
 * The SS58 address of a 32-byte public key on the network of `prefix` (0 Polkadot, 2 Kusama, 42
 * any Substrate chain). Throws a RangeError for a key of another length or a prefix SS58 cannot
 * write (over 16383, or 46 and 47, which are reserved).
 */
export function encodeSs58Address(publicKey: Uint8Array, prefix: number): string {
  if (!(publicKey instanceof Uint8Array) || publicKey.length !== ACCOUNT_ID_LENGTH) throw new RangeError('an SS58 account address holds a 32-byte public key')
  const problem = prefixProblem(prefix)
  if (problem) throw new RangeError(problem)
  const prefixBytes = prefix < 64 ? [prefix] : [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6)]
  const body = concatBytes(Uint8Array.from(prefixBytes), publicKey)
  return base58.encode(concatBytes(body, ss58Checksum(body).subarray(0, CHECKSUM_LENGTH)))
}

/**
 * What is wrong with `address` as an account's SS58 address, if anything, in a sentence; with
 * `expected`, also when it is written for another network than that prefix (which the sentence
 * names, with the network's name when given).
 */
export function ss58AddressProblem(address: string, expected?: { prefix: number; network?: string }): string | undefined {
  const read = readSs58Address(address)
  if ('problem' in read) return read.problem
  if (!expected || read.account.prefix === expected.prefix) return undefined
  const network = expected.network ?? 'this network'
  return `${quote(address)} is written for SS58 prefix ${read.account.prefix}, not ${network}'s prefix ${expected.prefix}: the same account on ${network} is ${encodeSs58Address(read.account.publicKey, expected.prefix)}`
}

const ACCOUNT_ID_LENGTH = 32
const CHECKSUM_LENGTH = 2
const MAX_ADDRESS_LENGTH = 64
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const CHECKSUM_PREFIX = utf8ToBytes('SS58PRE')
/** Reserved by the SS58 registry for future address formats; polkadot-js writes neither. */
const RESERVED_PREFIXES = [46, 47]

/** blake2b-512 of "SS58PRE" and the prefixed key; its first two bytes are the checksum. */
function ss58Checksum(prefixedKey: Uint8Array): Uint8Array {
  return blake2b(concatBytes(CHECKSUM_PREFIX, prefixedKey), { dkLen: 64 })
}

/** The prefix and how many bytes it takes: 0–63 in one byte, 64–16383 in two (first byte 64–127), anything above 127 reserved. */
function readPrefix(bytes: Uint8Array): { prefix: number; length: 1 | 2 } | { problem: string } {
  const first = bytes[0] ?? 0
  if (first < 64) return prefixProblem(first) ? { problem: `uses the reserved SS58 prefix ${first}` } : { prefix: first, length: 1 }
  if (first >= 128) return { problem: 'starts with a reserved SS58 prefix byte (128 and above)' }
  const second = bytes[1] ?? 0
  const prefix = ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8)
  // Each prefix has one form: one below 64 written in two bytes would give an account a second address.
  if (prefix < 64) return { problem: `writes the SS58 prefix ${prefix} in two bytes, which only prefixes from 64 take` }
  return { prefix, length: 2 }
}

function prefixProblem(prefix: number): string | undefined {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > MAX_SS58_PREFIX) return `an SS58 prefix is a whole number from 0 to ${MAX_SS58_PREFIX}; got ${prefix}`
  return RESERVED_PREFIXES.includes(prefix) ? `the SS58 prefix ${prefix} is reserved` : undefined
}

function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}

function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text)
}
