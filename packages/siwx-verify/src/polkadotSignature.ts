import { ed25519 } from '@noble/curves/ed25519.js'
import { concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import * as sr25519 from '@scure/sr25519'
import { readSs58Address } from './ss58Address.ts'

/** The key schemes whose Polkadot signatures are checked; an account id does not say which its key is. */
export type PolkadotSignatureScheme = 'sr25519' | 'ed25519'

/**
 * Which of `address`'s keys signed `message` as Polkadot wallets sign a text (signRaw with type
 * `bytes`, WalletConnect's polkadot_signMessage): its UTF-8 bytes wrapped in `<Bytes>`…`</Bytes>`,
 * unless the text is wrapped already (as polkadot-js's u8aWrapBytes, which never wraps twice).
 * A signature of the bare bytes is refused: no known wallet makes one, and a bare signer can be
 * led to sign a transaction. The signature is 0x hex: 64 bytes (tried as sr25519, then ed25519: the
 * account id does not say its scheme, and polkadot-js's signatureVerify tries each too) or 65
 * bytes, a MultiSignature whose first byte names its scheme (0x00 ed25519, 0x01 sr25519). Undefined when no key of the account signed it, never a throw.
 */
export function verifyPolkadotSignature(address: string, message: string, signature: string): PolkadotSignatureScheme | undefined {
  try {
    if (typeof message !== 'string' || typeof signature !== 'string') return undefined
    const read = readSs58Address(address)
    const signed = readSignature(signature)
    if ('problem' in read || 'problem' in signed) return undefined
    const bytes = polkadotSignedBytes(message)
    const { publicKey } = read.account
    return signed.schemes.find((scheme) => verifies(scheme, bytes, signed.bytes, publicKey))
  } catch {
    return undefined
  }
}

/** What is wrong with a Polkadot signature's encoding, if anything (not whether it verifies). */
export function polkadotSignatureProblem(signature: string): string | undefined {
  const read = readSignature(signature)
  return 'problem' in read ? read.problem : undefined
}

/** The bytes a Polkadot wallet signs for a text: `<Bytes>` + its UTF-8 bytes + `</Bytes>`, the text's own bytes when it is wrapped already. */
export function polkadotSignedBytes(message: string): Uint8Array {
  const bytes = utf8ToBytes(message)
  return message.startsWith(OPEN) && message.endsWith(CLOSE) && message.length >= OPEN.length + CLOSE.length ? bytes : concatBytes(OPEN_BYTES, bytes, CLOSE_BYTES)
}

const OPEN = '<Bytes>'
const CLOSE = '</Bytes>'
const OPEN_BYTES = utf8ToBytes(OPEN)
const CLOSE_BYTES = utf8ToBytes(CLOSE)
const HEX = /^0x(?:[0-9a-fA-F]{2})+$/
const ENCODING = 'must be 0x-prefixed hex: a 64-byte sr25519 or ed25519 signature, or a 65-byte MultiSignature (0x01 sr25519, 0x00 ed25519)'

/** MultiSignature's first byte (sp_runtime::MultiSignature: Ed25519 = 0, Sr25519 = 1, Ecdsa = 2). */
const MULTI_SIGNATURE_SCHEMES: Readonly<Record<number, PolkadotSignatureScheme>> = { 0: 'ed25519', 1: 'sr25519' }
const ECDSA_TYPE = 2

const verifiers: Readonly<Record<PolkadotSignatureScheme, (message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) => boolean>> = {
  sr25519: (message, signature, publicKey) => sr25519.verify(message, signature, publicKey),
  // ZIP-215, as Substrate's ed25519 checks (ed25519-zebra): @noble's default.
  ed25519: (message, signature, publicKey) => ed25519.verify(signature, message, publicKey),
}

/** Whether the signature verifies under `scheme`; a signature one scheme cannot even read (sr25519 throws on an ed25519 one) is false. */
function verifies(scheme: PolkadotSignatureScheme, message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return verifiers[scheme](message, signature, publicKey)
  } catch {
    return false
  }
}

/** A signature's 64 bytes and the schemes to try them with, or what is wrong with its encoding. */
function readSignature(signature: string): { bytes: Uint8Array; schemes: readonly PolkadotSignatureScheme[] } | { problem: string } {
  if (typeof signature !== 'string' || signature.length > 2 + 2 * 66 || !HEX.test(signature)) return { problem: ENCODING }
  const bytes = hexToBytes(signature.slice(2))
  if (bytes.length === 64) return { bytes, schemes: ['sr25519', 'ed25519'] }
  const type = bytes[0]
  // An ecdsa MultiSignature is 66 bytes (a 65-byte recoverable signature); its account id is a key's hash, not the key.
  if (type === ECDSA_TYPE && (bytes.length === 66 || bytes.length === 65)) {
    return { problem: 'is an ecdsa MultiSignature (type 0x02): Foyer checks Polkadot accounts with sr25519 and ed25519 keys only' }
  }
  const scheme = type === undefined ? undefined : MULTI_SIGNATURE_SCHEMES[type]
  if (bytes.length === 65 && scheme) return { bytes: bytes.subarray(1), schemes: [scheme] }
  if (bytes.length === 65) return { problem: `is a 65-byte signature whose first byte 0x${type?.toString(16).padStart(2, '0')} names no MultiSignature scheme (0x01 sr25519, 0x00 ed25519)` }
  return { problem: `${ENCODING}; got ${bytes.length} bytes` }
}
