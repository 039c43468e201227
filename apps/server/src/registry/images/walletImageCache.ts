import { fetchImage, type ImageFetchLimits, type ImageOutcome, type StoredImage } from './fetchImage.ts'

export interface WalletImageCacheOptions extends ImageFetchLimits {
  /** Every kept image together stays within this many bytes: the least recently served go first. */
  cacheBytes: number
  /** A failed image is not fetched again for this long (its generated image is served meanwhile). */
  retryAfterMs: number
  /** Says once per failure which wallet's image failed and why. */
  warn: (message: string) => void
  /** The fetch itself (a test counts or slows it); fetchImage by default. */
  fetchImage?: (url: string, limits: ImageFetchLimits) => Promise<ImageOutcome>
  now?: () => number
}

/**
 * Listing images the server fetched, kept in memory so the modal asks only this server. Callers
 * asking for the same URL at once share one fetch; a failure is remembered for retryAfterMs.
 */
export function createWalletImageCache(options: WalletImageCacheOptions) {
  const fetchOne = options.fetchImage ?? fetchImage
  const now = options.now ?? Date.now
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently served first.
  const kept = new Map<string, StoredImage>()
  const pending = new Map<string, Promise<StoredImage | undefined>>()
  const failedUntil = new Map<string, number>()
  let bytesKept = 0

  function keep(url: string, image: StoredImage): void {
    if (image.bytes.byteLength > options.cacheBytes) return
    while (bytesKept + image.bytes.byteLength > options.cacheBytes) {
      const [oldest, evicted] = kept.entries().next().value!
      kept.delete(oldest)
      bytesKept -= evicted.bytes.byteLength
    }
    kept.set(url, image)
    bytesKept += image.bytes.byteLength
  }

  async function load(walletId: string, url: string): Promise<StoredImage | undefined> {
    const outcome = await fetchOne(url, options)
    if (outcome.ok) {
      failedUntil.delete(url)
      keep(url, outcome.image)
      return outcome.image
    }
    failedUntil.set(url, now() + options.retryAfterMs)
    options.warn(`The image of wallet "${walletId}" ${outcome.reason}; its generated image is served instead.`)
    return undefined
  }

  return {
    /** The image at `url` (for `walletId`'s listing): kept, fetched now, or undefined when it cannot be had. */
    get(walletId: string, url: string): Promise<StoredImage | undefined> {
      const hit = kept.get(url)
      if (hit) {
        kept.delete(url)
        kept.set(url, hit)
        return Promise.resolve(hit)
      }
      if ((failedUntil.get(url) ?? 0) > now()) return Promise.resolve(undefined)
      let loading = pending.get(url)
      if (!loading) {
        loading = load(walletId, url).finally(() => pending.delete(url))
        pending.set(url, loading)
      }
      return loading
    },
    /** How many bytes the kept images hold (never more than cacheBytes). */
    bytesKept: () => bytesKept,
  }
}
export type WalletImageCache = ReturnType<typeof createWalletImageCache>
