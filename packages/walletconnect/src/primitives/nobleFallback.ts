/**
 * The @noble forms of what ed25519.ts, x25519.ts, hkdf.ts and sha256.ts ask of WebCrypto. Imported only
 * dynamically (subtle.ts), so a page whose browser has WebCrypto's curves never downloads it.
 */
import { ed25519, x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'

export function ed25519PublicKey(seed: Uint8Array): Uint8Array {
  return ed25519.getPublicKey(seed)
}

export function ed25519Sign(message: Uint8Array, seed: Uint8Array): Uint8Array {
  return ed25519.sign(message, seed)
}

/** Noble clamps the (stored unclamped) private key when it uses it, as WebCrypto does. */
export function x25519PublicKey(privateKey: Uint8Array): Uint8Array {
  return x25519.getPublicKey(privateKey)
}

export function x25519SharedSecret(privateKey: Uint8Array, publicKey: Uint8Array): Uint8Array {
  return x25519.getSharedSecret(privateKey, publicKey)
}

export function sha256Digest(data: Uint8Array): Uint8Array {
  return sha256(data)
}

/** No salt and no info: RFC 5869's defaults, as WalletConnect derives sym keys. */
export function hkdfSha256(inputKey: Uint8Array, length: number): Uint8Array {
  return hkdf(sha256, inputKey, undefined, undefined, length)
}
