import { readBoundedBody } from '../registry/readBoundedBody.ts'
import { fetchableUrl, type RemoteUrlPolicy } from './remoteUrlPolicy.ts'

/** How far the server goes for one metadata document or image. */
export interface NftFetchLimits {
  maxBytes: number
  /** The whole fetch, headers and body. */
  timeoutMs: number
}

export type NftResource = { ok: true; bytes: Buffer; contentType: string | null } | { ok: false; reason: string }

/**
 * The bytes a collection's URI names: a `data:` URI (decoded, base64 or percent-encoded) or an
 * http(s) URL the policy allows, fetched without following redirects, within the limits. Anything
 * else is a reason, never a thrown error (and never names the URL: a collection chose it).
 */
export async function fetchNftResource(uri: string, accept: string, limits: NftFetchLimits, policy: RemoteUrlPolicy): Promise<NftResource> {
  const isData = /^data:/i.test(uri)
  // A data: URI holds its bytes; base64 is 4/3 of them, percent-encoding at most 3 per byte.
  if (isData && uri.length > limits.maxBytes * 3 + 256) return { ok: false, reason: `is larger than ${limits.maxBytes} bytes` }
  const url = isData ? uri : fetchableUrl(uri, policy)?.href
  if (!url) return { ok: false, reason: 'is not a data: URI or an http(s) URL this server fetches' }
  const signal = AbortSignal.timeout(limits.timeoutMs)
  try {
    // Node's fetch decodes data: URIs too, so both kinds pass the same size and type checks.
    const response = await fetch(url, { signal, redirect: 'error', headers: { accept } })
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined)
      return { ok: false, reason: `answered HTTP ${response.status}` }
    }
    const bytes = await readBoundedBody(response, limits.maxBytes)
    if (!bytes) return { ok: false, reason: `is larger than ${limits.maxBytes} bytes` }
    return { ok: true, bytes, contentType: response.headers.get('content-type') }
  } catch (error) {
    if (signal.aborted) return { ok: false, reason: `did not arrive within ${limits.timeoutMs} ms` }
    return { ok: false, reason: `could not be fetched (${error instanceof Error ? error.message : String(error)})` }
  }
}
