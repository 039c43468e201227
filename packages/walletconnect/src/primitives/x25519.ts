/**
 * X25519 key agreement of the Sign protocol: WebCrypto where it has X25519, noble otherwise
 * (subtle.ts). Private keys stay unclamped in storage; both implementations clamp when they use one.
 */
import { importPrivateKey, withSubtle } from './subtle.ts'

/** u = 9, the curve's base point: X25519(k, 9) is k's public key. */
const BASE_POINT = Uint8Array.of(9, ...new Uint8Array(31))
const BITS = 256

/** The public key of `privateKey`, got by key agreement with the base point, so nothing is exported. */
export function x25519PublicKey(privateKey: Uint8Array): Promise<Uint8Array> {
  return withSubtle(
    (subtle) => sharedSecret(subtle, privateKey, BASE_POINT),
    (noble) => noble.x25519PublicKey(privateKey),
  )
}

/** X25519(privateKey, publicKey); an all-zero result (a low-order peer key) throws in both implementations. */
export function x25519SharedSecret(privateKey: Uint8Array, publicKey: Uint8Array): Promise<Uint8Array> {
  return withSubtle(
    (subtle) => sharedSecret(subtle, privateKey, publicKey),
    (noble) => noble.x25519SharedSecret(privateKey, publicKey),
  )
}

async function sharedSecret(subtle: SubtleCrypto, privateKey: Uint8Array, publicKey: Uint8Array): Promise<Uint8Array> {
  const own = await importPrivateKey(subtle, 'X25519', privateKey, { extractable: false, usages: ['deriveBits'] })
  const peer = await subtle.importKey('raw', publicKey as Uint8Array<ArrayBuffer>, 'X25519', false, [])
  return new Uint8Array(await subtle.deriveBits({ name: 'X25519', public: peer }, own, BITS))
}
