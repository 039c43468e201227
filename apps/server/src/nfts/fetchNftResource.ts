import { readBoundedBody } from '../http/readBoundedBody.ts'
import { fetchPublicUrl, publicOnlyLookup } from './fetchPublicUrl.ts'
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
 * http(s) URL the policy allows, fetched without following redirects and never from an address
 * inside this machine's network (checked where the connection is made), within the limits. Anything
 * else is a reason, never a thrown error (and never names the URL: a collection chose it).
 */
export async function fetchNftResource(uri: string, accept: string, limits: NftFetchLimits, policy: RemoteUrlPolicy): Promise<NftResource> {
  if (/^data:/i.test(uri)) return readDataUri(uri, accept, limits)
  const url = fetchableUrl(uri, policy)
  if (!url) return { ok: false, reason: 'is not a data: URI or an http(s) URL this server fetches' }
  // The connection's own lookup refuses a name that resolves inside (unless the operator allows it).
  const fetched = await fetchPublicUrl(url, { accept, ...limits, ...(!policy.allowPrivateHosts && { lookup: publicOnlyLookup }) })
  return fetched.ok ? fetched : { ok: false, reason: fetched.reason }
}

/** A data: URI's bytes (base64 or percent-encoded), within the size limit. */
async function readDataUri(uri: string, accept: string, limits: NftFetchLimits): Promise<NftResource> {
  // A data: URI holds its bytes; base64 is 4/3 of them, percent-encoding at most 3 per byte.
  if (uri.length > limits.maxBytes * 3 + 256) return { ok: false, reason: `is larger than ${limits.maxBytes} bytes` }
  try {
    // Node's fetch decodes data: URIs, so both kinds pass the same size and type checks.
    const response = await fetch(uri, { headers: { accept } })
    const bytes = await readBoundedBody(response, limits.maxBytes)
    if (!bytes) return { ok: false, reason: `is larger than ${limits.maxBytes} bytes` }
    return { ok: true, bytes, contentType: response.headers.get('content-type') }
  } catch (error) {
    return { ok: false, reason: `could not be read (${error instanceof Error ? error.message : String(error)})` }
  }
}
