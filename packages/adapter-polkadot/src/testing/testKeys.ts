import { blake2b } from '@noble/hashes/blake2b'
import { pbkdf2 } from '@noble/hashes/pbkdf2'
import { sha512 } from '@noble/hashes/sha2'
import * as sr25519 from '@scure/sr25519'
import { encodeSs58 } from '../polkadot/ss58.ts'

/** An sr25519 key of a test extension: its secret key (64 bytes, as @scure/sr25519 takes it), public key and generic address. */
export interface PolkadotTestKey {
  secretKey: Uint8Array
  publicKey: Uint8Array
  /** The address in the generic Substrate format (prefix 42, `5…`), as extensions share their accounts. */
  address: string
}

/**
 * Substrate's mini secret from a BIP-39 mnemonic's entropy (`mnemonicToEntropy` of @scure/bip39):
 * the first 32 bytes of PBKDF2-SHA512 over the entropy, salted "mnemonic" and the password. Not
 * BIP-39's seed, which hashes the words: Polkadot.js, Talisman and SubWallet all derive this way.
 */
export function polkadotMiniSecret(entropy: Uint8Array, password = ''): Uint8Array {
  return pbkdf2(sha512, entropy, `mnemonic${password}`, { c: 2048, dkLen: 64 }).slice(0, 32)
}

/**
 * The sr25519 key of a mini secret, derived along hard junctions (`//Alice`, `//0`, `//polkadot//1`),
 * as Polkadot.js derives `<mnemonic>//Alice`. Soft junctions (`/name`) are not taken.
 */
export function polkadotTestKey(miniSecret: Uint8Array, path = ''): PolkadotTestKey {
  if (path !== '' && !/^(\/\/[^/]+)+$/.test(path)) throw new TypeError(`path must be hard junctions only (//Alice, //0); got "${path}"`)
  let secretKey = sr25519.secretFromSeed(miniSecret)
  for (const junction of path.split('//').slice(1)) secretKey = sr25519.HDKD.secretHard(secretKey, chainCode(junction))
  const publicKey = sr25519.getPublicKey(secretKey)
  return { secretKey, publicKey, address: encodeSs58(publicKey, 42) }
}

/** A junction's chain code as Substrate writes it: a number as u64 little-endian, a word SCALE-encoded; either padded to 32 bytes, or hashed where longer. */
function chainCode(junction: string): Uint8Array {
  const encoded = /^\d+$/.test(junction) ? u64(BigInt(junction)) : scaleText(junction)
  if (encoded.length > 32) return blake2b(encoded, { dkLen: 32 })
  const code = new Uint8Array(32)
  code.set(encoded)
  return code
}

function u64(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

/** A string as SCALE writes it: its UTF-8 length as a compact integer, then its bytes (junctions are short: one or two length bytes). */
function scaleText(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text)
  const length = bytes.length < 64 ? [bytes.length << 2] : [((bytes.length << 2) | 1) & 0xff, (bytes.length << 2) >> 8]
  return new Uint8Array([...length, ...bytes])
}
