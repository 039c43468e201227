/** HKDF-SHA256 with no salt and no info (RFC 5869's defaults): WebCrypto, or noble where there is none. */
import { withSubtle } from './subtle.ts'

const NONE = new Uint8Array(0)

/** `length` bytes of HKDF-SHA256 over `inputKey`; an empty salt is the RFC's default of zeros. */
export function hkdfSha256(inputKey: Uint8Array, length: number): Promise<Uint8Array> {
  return withSubtle(
    async (subtle) => {
      const key = await subtle.importKey('raw', inputKey as Uint8Array<ArrayBuffer>, 'HKDF', false, ['deriveBits'])
      return new Uint8Array(await subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: NONE, info: NONE }, key, length * 8))
    },
    (noble) => noble.hkdfSha256(inputKey, length),
  )
}
