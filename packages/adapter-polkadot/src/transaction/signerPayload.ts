import { blake2b } from '@noble/hashes/blake2b'
import { concatBytes } from '@noble/hashes/utils'
import { compact } from 'scale-ts'
import type { SignerPayloadJSON } from '../polkadot/requestTypes.ts'
import { decodeSs58 } from '../polkadot/ss58.ts'
import { hexBytes } from './hexBytes.ts'
import { KNOWN_SIGNED_EXTENSIONS, type ExtensionParts } from './signedExtensions.ts'

/** The extrinsic format Foyer signs and submits: v4, the one every Polkadot SDK runtime and wallet speaks. */
const EXTRINSIC_VERSION = 4
/** Signed bytes longer than this are signed as their blake2-256 hash (the runtime's rule). */
const MAX_UNHASHED_SIGNING_BYTES = 256
/** MultiSignature's variants, by the key's type. */
const SIGNATURE_TYPE = { ed25519: 0, sr25519: 1 } as const

function extensionParts(payload: SignerPayloadJSON): ExtensionParts[] {
  if (payload.version !== EXTRINSIC_VERSION) throw new TypeError(`transactionPayload.version ${payload.version} is not supported: only v${EXTRINSIC_VERSION} transactions are`)
  return payload.signedExtensions.map((name) => {
    const parts = KNOWN_SIGNED_EXTENSIONS[name]
    if (!parts) throw new TypeError(`transactionPayload.signedExtensions: the chain's extension ${name} is not one Foyer knows how to sign`)
    return parts(payload)
  })
}

/**
 * The bytes a wallet signs for a SignerPayloadJSON, as the polkadot-js extension signs them: the
 * call, each signed extension's extra data, then each one's additional signed data (spec and
 * transaction versions, genesis, the era's block, …), in the runtime's order; hashed with
 * blake2-256 when longer than 256 bytes. Throws a TypeError naming what it cannot encode.
 */
export function signingPayloadBytes(payload: SignerPayloadJSON): Uint8Array {
  const parts = extensionParts(payload)
  const bytes = concatBytes(hexBytes(payload.method, 'method'), ...parts.map((part) => part.extra), ...parts.map((part) => part.additional))
  return bytes.length > MAX_UNHASHED_SIGNING_BYTES ? blake2b(bytes, { dkLen: 32 }) : bytes
}

/**
 * The signed v4 extrinsic for a payload and its signature, ready for `author_submitExtrinsic`: the
 * signer's account id (MultiAddress::Id), the signature (MultiSignature; a 64-byte one is the
 * account's sr25519, a 65-byte one carries its type byte), the extensions' extra data and the call,
 * length-prefixed.
 */
export function signedExtrinsic(payload: SignerPayloadJSON, signature: `0x${string}` | Uint8Array): Uint8Array {
  const account = decodeSs58(payload.address)
  if (!account) throw new TypeError('transactionPayload.address must be a Polkadot (SS58) address')
  const signatureBytes = typeof signature === 'string' ? hexBytes(signature, 'signature') : signature
  const multiSignature = typedSignature(signatureBytes)
  const parts = extensionParts(payload)
  const body = concatBytes(
    new Uint8Array([0x80 | EXTRINSIC_VERSION]),
    // MultiAddress::Id
    new Uint8Array([0]),
    account.publicKey,
    multiSignature,
    ...parts.map((part) => part.extra),
    hexBytes(payload.method, 'method'),
  )
  return concatBytes(compact.enc(body.length), body)
}

function typedSignature(signature: Uint8Array): Uint8Array {
  if (signature.length === 64) return concatBytes(new Uint8Array([SIGNATURE_TYPE.sr25519]), signature)
  if (signature.length === 65 && (signature[0] === SIGNATURE_TYPE.sr25519 || signature[0] === SIGNATURE_TYPE.ed25519)) return signature
  throw new TypeError('the signature must be 64 bytes (sr25519) or 65 with its type byte first (0x00 ed25519, 0x01 sr25519)')
}
