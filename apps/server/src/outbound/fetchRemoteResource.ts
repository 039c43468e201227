import { readBoundedBody } from '../kernel/http/readBoundedBody.ts'
import { fetchPublicUrl, publicOnlyLookup, type PublicFetch } from './fetchPublicUrl.ts'
import { fetchableUrl, isTrustedUrl, type RemoteUrlPolicy } from './remoteUrlPolicy.ts'

/** How far the server goes for one document or image someone else names. */
export interface RemoteFetchLimits {
  maxBytes: number
  /** The whole fetch, headers and body. */
  timeoutMs: number
}

export type RemoteResource = { ok: true; bytes: Buffer; contentType: string | null } | { ok: false; reason: string }

/**
 * The one way the server fetches a URL someone else chose (a collection's tokenURI and image, a
 * name's avatar, a resolver's CCIP-read gateway): an http(s) URL the policy allows, fetched
 * without following redirects and never from an address inside this machine's network (checked
 * where the connection is made, so DNS rebinding cannot get past it), within the limits. Anything
 * else is a reason, never a thrown error (and never names the URL: someone else chose it).
 */
export async function fetchRemoteUrl(text: string, accept: string, limits: RemoteFetchLimits, policy: RemoteUrlPolicy, jsonBody?: string): Promise<PublicFetch> {
  const url = fetchableUrl(text, policy)
  if (!url) return { ok: false, reason: 'is not an http(s) URL of a public host' }
  // The connection's own lookup refuses a name that resolves inside (unless the policy allows the host).
  const checked = !policy.allowPrivateHosts && !isTrustedUrl(url, policy)
  return fetchPublicUrl(url, { accept, ...limits, ...(checked && { lookup: publicOnlyLookup }), ...(jsonBody !== undefined && { jsonBody }) })
}

/** The bytes a URI names: a `data:` URI (decoded, base64 or percent-encoded) or an http(s) URL fetched by `fetchRemoteUrl`. */
export async function fetchRemoteResource(uri: string, accept: string, limits: RemoteFetchLimits, policy: RemoteUrlPolicy): Promise<RemoteResource> {
  if (/^data:/i.test(uri)) return readDataUri(uri, accept, limits)
  if (!fetchableUrl(uri, policy)) return { ok: false, reason: 'is not a data: URI or an http(s) URL this server fetches' }
  const fetched = await fetchRemoteUrl(uri, accept, limits, policy)
  return fetched.ok ? fetched : { ok: false, reason: fetched.reason }
}

/** A data: URI's bytes (base64 or percent-encoded), within the size limit. */
async function readDataUri(uri: string, accept: string, limits: RemoteFetchLimits): Promise<RemoteResource> {
  // A data: URI holds its bytes; base64 is 4/3 of them, percent-encoding at most 3 per byte.
  if (uri.length > limits.maxBytes * 3 + 256) return { ok: false, reason: `is larger than ${limits.maxBytes} bytes` }
  try {
    // Node's fetch decodes data: URIs (it never goes to the network for one), so both kinds pass the same size and type checks.
    const response = await fetch(uri, { headers: { accept } })
    const bytes = await readBoundedBody(response, limits.maxBytes)
    if (!bytes) return { ok: false, reason: `is larger than ${limits.maxBytes} bytes` }
    return { ok: true, bytes, contentType: response.headers.get('content-type') }
  } catch (error) {
    return { ok: false, reason: `could not be read (${error instanceof Error ? error.message : String(error)})` }
  }
}
