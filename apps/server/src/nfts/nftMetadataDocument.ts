import { z } from 'zod'
import { fetchRemoteResource, type RemoteFetchLimits } from '../outbound/fetchRemoteResource.ts'
import type { RemoteUrlPolicy } from '../outbound/remoteUrlPolicy.ts'

/** What Foyer reads of an NFT's metadata JSON (ERC-721's metadata schema, ERC-1155's too). */
export interface NftMetadataDocument {
  name: string | undefined
  /** Where its picture is: a data: URI or a URL. */
  image: string | undefined
}

const METADATA_LIMITS: RemoteFetchLimits = { maxBytes: 256 * 1024, timeoutMs: 5_000 }

// Every field optional and any type tolerated: a collection's JSON is untrusted and often sloppy.
const documentSchema = z.looseObject({
  name: z.string().optional().catch(undefined),
  image: z.string().optional().catch(undefined),
  image_url: z.string().optional().catch(undefined),
})

/** Reads a metadata document from a token URI; undefined, with why, when it cannot be had or is not JSON metadata. */
export async function readNftMetadataDocument(uri: string, policy: RemoteUrlPolicy): Promise<{ ok: true; document: NftMetadataDocument } | { ok: false; reason: string }> {
  const resource = await fetchRemoteResource(uri, 'application/json', METADATA_LIMITS, policy)
  if (!resource.ok) return resource
  let json: unknown
  try {
    json = JSON.parse(resource.bytes.toString('utf8'))
  } catch {
    return { ok: false, reason: 'is not JSON' }
  }
  const parsed = documentSchema.safeParse(json)
  if (!parsed.success) return { ok: false, reason: 'is not a JSON object' }
  return { ok: true, document: { name: parsed.data.name, image: parsed.data.image ?? parsed.data.image_url } }
}
