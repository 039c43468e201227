/**
 * SHA-256 on WebCrypto's digest, or noble's where there is none (subtle.ts). Asynchronous, unlike
 * hash.ts's synchronous forms: a page that hashes only through this never downloads noble's sha2
 * module, which also holds the SHA-512 the curves' fallback needs.
 */
import { withSubtle } from './subtle.ts'

export function sha256(data: Uint8Array): Promise<Uint8Array> {
  return withSubtle(
    async (subtle) => new Uint8Array(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>)),
    (noble) => noble.sha256Digest(data),
  )
}
