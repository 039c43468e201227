/**
 * Ed25519 on the client's seed, for its did:key and the relay JWT: WebCrypto where it has Ed25519,
 * noble otherwise (subtle.ts). Ed25519 is deterministic, so both sign byte for byte alike.
 */
import { fromBase64Url } from '../encoding.ts'
import { importPrivateKey, withSubtle } from './subtle.ts'

const PUBLIC_KEY_LENGTH = 32

/** The seed's public key. */
export function ed25519PublicKey(seed: Uint8Array): Promise<Uint8Array> {
  return withSubtle(
    async (subtle) => {
      // WebCrypto hands out a public key only by export: of this throwaway key, only `x` is read.
      const key = await importPrivateKey(subtle, 'Ed25519', seed, { extractable: true, usages: ['sign'] })
      const publicKey = fromBase64Url((await subtle.exportKey('jwk', key)).x ?? '')
      if (publicKey.length !== PUBLIC_KEY_LENGTH) throw new Error(`Ed25519 public key must be ${PUBLIC_KEY_LENGTH} bytes`)
      return publicKey
    },
    (noble) => noble.ed25519PublicKey(seed),
  )
}

/** The 64-byte signature of `message` by the seed's key. */
export function ed25519Sign(message: Uint8Array, seed: Uint8Array): Promise<Uint8Array> {
  return withSubtle(
    async (subtle) => {
      const key = await importPrivateKey(subtle, 'Ed25519', seed, { extractable: false, usages: ['sign'] })
      return new Uint8Array(await subtle.sign('Ed25519', key, message as Uint8Array<ArrayBuffer>))
    },
    (noble) => noble.ed25519Sign(message, seed),
  )
}
