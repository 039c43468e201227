import { LRUCache } from 'lru-cache'
import type { RemoteUrlPolicy } from '../../outbound/remoteUrlPolicy.ts'
import type { StoredImage } from '../../registry/images/fetchImage.ts'
import { loadAvatarImage, type ReadMainnetNftUri } from './loadAvatarImage.ts'

/** Pictures kept in memory; an avatar is read again after an hour, a failed one after 10 minutes. */
const CACHE_BYTES = 16 * 1024 * 1024
const KEPT_MS = 60 * 60_000
const FAILED_MS = 10 * 60_000

export interface AvatarImagesOptions {
  policy: RemoteUrlPolicy
  readNftUri: ReadMainnetNftUri | undefined
  /** Where the reason an avatar cannot be served goes (the server's logger, at debug). */
  log: { debug(details: object, message: string): void }
}

/** Avatar pictures by record, kept within a byte budget: callers asking at once share one fetch, and a failure is remembered. */
export function avatarImages(options: AvatarImagesOptions): (record: string) => Promise<StoredImage | undefined> {
  const cache = new LRUCache<string, { image: StoredImage | undefined }>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (entry, record) => (entry.image?.bytes.byteLength ?? 0) + record.length + 64,
    ttl: KEPT_MS,
    fetchMethod: async (record, _stale, { options: entry }) => {
      const outcome = await loadAvatarImage(record, options.policy, options.readNftUri).catch((error: unknown) => ({
        ok: false as const,
        reason: `could not be read (${error instanceof Error ? error.message : String(error)})`,
      }))
      if (outcome.ok) return { image: outcome.image }
      options.log.debug({}, `Avatar ${outcome.reason}`)
      entry.ttl = FAILED_MS
      return { image: undefined }
    },
  })
  return async (record) => (await cache.fetch(record))?.image
}
