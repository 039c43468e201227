/**
 * Builds JWTs with arbitrary header and payload, signed by a given ed25519 seed, so the verifier
 * can be fed tokens that a correct signer would never produce.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { toBase64Url, utf8 } from '../../src/encoding.ts'

export function signArbitraryJwt(header: unknown, payload: unknown, seed: Uint8Array): string {
  const signingInput = `${toBase64Url(utf8(JSON.stringify(header)))}.${toBase64Url(utf8(JSON.stringify(payload)))}`
  return `${signingInput}.${toBase64Url(ed25519.sign(utf8(signingInput), seed))}`
}
