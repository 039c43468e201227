import { checkImageBytes, declaredImageType, IMAGE_TYPES } from '../registry/images/imageType.ts'
import type { ImageOutcome } from '../registry/images/fetchImage.ts'
import { fetchRemoteResource, type RemoteFetchLimits } from '../outbound/fetchRemoteResource.ts'
import type { RemoteUrlPolicy } from '../outbound/remoteUrlPolicy.ts'

export const NFT_IMAGE_LIMITS: RemoteFetchLimits = { maxBytes: 1024 * 1024, timeoutMs: 5_000 }

/**
 * An NFT's picture from its metadata's `image` (a data: URI or an http(s) URL), held to the
 * registry's image rules: PNG, JPEG, WebP or SVG by its declared type, bytes that are that type,
 * no scripted SVG, within the size and time limits.
 */
export async function loadNftImage(uri: string, policy: RemoteUrlPolicy, limits = NFT_IMAGE_LIMITS): Promise<ImageOutcome> {
  const resource = await fetchRemoteResource(uri, IMAGE_TYPES.join(', '), limits, policy)
  if (!resource.ok) return resource
  const type = declaredImageType(resource.contentType)
  if (!type) return { ok: false, reason: `is ${resource.contentType ? `of type ${resource.contentType.slice(0, 60)}` : 'of no type'}, not PNG, JPEG, WebP or SVG` }
  const problem = checkImageBytes(resource.bytes, type)
  return problem ? { ok: false, reason: problem } : { ok: true, image: { bytes: resource.bytes, type } }
}
