/**
 * Key agreement and message envelopes of the Sign protocol (design note §2): X25519 key pairs,
 * HKDF-SHA256 sym keys, ChaCha20-Poly1305 sealed envelopes of type 0 (sym key of the topic) and
 * type 1 (sym key derived from a sender key carried in the envelope).
 */
import { FoyerError } from '@foyer/core/internal'
import { sha256 } from '@noble/hashes/sha2'
import { randomBytes } from '@noble/hashes/utils'
import { chacha20poly1305 } from '@noble/ciphers/chacha'
import { fromBase64, fromHex, fromUtf8, toBase64, toHex, utf8 } from './encoding.ts'
import { hkdfSha256 } from './primitives/hkdf.ts'
import { sha256 as digest } from './primitives/sha256.ts'
import { x25519PublicKey, x25519SharedSecret } from './primitives/x25519.ts'

const KEY_LENGTH = 32
const IV_LENGTH = 12
const TAG_LENGTH = 16

export const ENVELOPE_TYPE_0 = 0
export const ENVELOPE_TYPE_1 = 1
export const ENVELOPE_TYPE_2 = 2
export type EnvelopeType = 0 | 1 | 2

/** An envelope that could not be read or opened (unknown type, too short, bad tag, wrong key). */
export class EnvelopeError extends FoyerError {
  override name = 'EnvelopeError'
}

/** An X25519 key pair; the private key is kept unclamped (X25519 clamps when it uses it). */
export async function generateKeyPair(): Promise<{ privateKey: string; publicKey: string }> {
  const privateKey = randomBytes(KEY_LENGTH)
  return { privateKey: toHex(privateKey), publicKey: toHex(await x25519PublicKey(privateKey)) }
}

/** 32 random bytes, the key of a new pairing. */
export function generateSymKey(): string {
  return toHex(randomBytes(KEY_LENGTH))
}

function keyBytes(hex: string, what: string): Uint8Array {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`${what} must be 64 hex characters`)
  return fromHex(hex)
}

/**
 * The sym key both sides of a key agreement arrive at: HKDF-SHA256 over the X25519 shared secret
 * with no salt and no info (RFC 5869 defaults), 32 bytes.
 */
export async function deriveSymKey(selfPrivateKey: string, peerPublicKey: string): Promise<string> {
  const shared = await x25519SharedSecret(keyBytes(selfPrivateKey, 'Private key'), keyBytes(peerPublicKey, 'Peer public key'))
  return toHex(await hkdfSha256(shared, KEY_LENGTH))
}

/** The topic a sym key protects: sha256 of its bytes (pairing and session topics). */
export function topicFromSymKey(symKey: string): string {
  return toHex(sha256(keyBytes(symKey, 'Sym key')))
}

/** topicFromSymKey on WebCrypto (noble where there is none), for the clients: see hash.ts. */
export async function topicFromSymKeyAsync(symKey: string): Promise<string> {
  return toHex(await digest(keyBytes(symKey, 'Sym key')))
}

/** Seals `message` (UTF-8) into a base64 envelope of type 0, or type 1 when asked. */
export function encryptEnvelope(p: {
  symKey: string
  message: string
  type?: 0 | 1
  senderPublicKey?: string
  /** Only for tests with fixed vectors; a fresh random iv otherwise. */
  iv?: Uint8Array
}): string {
  const type = p.type ?? ENVELOPE_TYPE_0
  if (type === ENVELOPE_TYPE_1 && p.senderPublicKey === undefined) {
    throw new EnvelopeError('Missing sender public key for type 1 envelope')
  }
  const iv = p.iv ?? randomBytes(IV_LENGTH)
  if (iv.length !== IV_LENGTH) throw new EnvelopeError(`Envelope iv must be ${IV_LENGTH} bytes, got ${iv.length}`)
  const sealed = chacha20poly1305(keyBytes(p.symKey, 'Sym key'), iv).encrypt(utf8(p.message))
  const sender = type === ENVELOPE_TYPE_1 ? keyBytes(p.senderPublicKey as string, 'Sender public key') : new Uint8Array(0)
  const out = new Uint8Array(1 + sender.length + iv.length + sealed.length)
  out[0] = type
  out.set(sender, 1)
  out.set(iv, 1 + sender.length)
  out.set(sealed, 1 + sender.length + iv.length)
  return toBase64(out)
}

/** The parts of a base64 envelope, without opening it. Type 2 carries plaintext as `sealed`, no iv. */
export function readEnvelope(encoded: string): {
  type: EnvelopeType
  senderPublicKey?: string
  iv: Uint8Array
  sealed: Uint8Array
} {
  let bytes: Uint8Array
  try {
    bytes = fromBase64(encoded)
  } catch {
    throw new EnvelopeError('Envelope is not valid base64')
  }
  const type = bytes[0]
  if (type === undefined) throw new EnvelopeError('Envelope is empty')
  if (type === ENVELOPE_TYPE_2) return { type, iv: new Uint8Array(0), sealed: bytes.subarray(1) }
  if (type !== ENVELOPE_TYPE_0 && type !== ENVELOPE_TYPE_1) {
    throw new EnvelopeError(`Unknown envelope type ${type}`)
  }
  const senderLength = type === ENVELOPE_TYPE_1 ? KEY_LENGTH : 0
  const minimum = 1 + senderLength + IV_LENGTH + TAG_LENGTH
  if (bytes.length < minimum) {
    throw new EnvelopeError(`Envelope of type ${type} is too short: ${bytes.length} bytes, need at least ${minimum}`)
  }
  const ivStart = 1 + senderLength
  const iv = bytes.subarray(ivStart, ivStart + IV_LENGTH)
  const sealed = bytes.subarray(ivStart + IV_LENGTH)
  return type === ENVELOPE_TYPE_1 ? { type, senderPublicKey: toHex(bytes.subarray(1, 1 + KEY_LENGTH)), iv, sealed } : { type, iv, sealed }
}

/**
 * Opens a type 0 or type 1 envelope with `symKey` (for type 1, the key from
 * {@link deriveType1SymKey}) and returns the UTF-8 plaintext.
 */
export function decryptEnvelope(p: { symKey: string; encoded: string }): string {
  const envelope = readEnvelope(p.encoded)
  if (envelope.type === ENVELOPE_TYPE_2) throw new EnvelopeError('Envelope of type 2 is not encrypted')
  let plain: Uint8Array
  try {
    plain = chacha20poly1305(keyBytes(p.symKey, 'Sym key'), envelope.iv).decrypt(envelope.sealed)
  } catch {
    throw new EnvelopeError('Envelope could not be decrypted: invalid tag (wrong key or altered message)')
  }
  try {
    return fromUtf8(plain)
  } catch {
    throw new EnvelopeError('Envelope plaintext is not valid UTF-8')
  }
}

/** The sym key of a type 1 envelope for its receiver: HKDF(X25519(receiverPrivate, sender key inside)). */
export async function deriveType1SymKey(receiverPrivateKey: string, encoded: string): Promise<string> {
  const envelope = readEnvelope(encoded)
  if (envelope.type !== ENVELOPE_TYPE_1 || envelope.senderPublicKey === undefined) {
    throw new EnvelopeError(`Expected an envelope of type 1, got type ${envelope.type}`)
  }
  return deriveSymKey(receiverPrivateKey, envelope.senderPublicKey)
}
