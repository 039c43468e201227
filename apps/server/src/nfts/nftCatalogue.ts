import type { Address, PublicClient } from 'viem'
import type { NftStandard } from '../activity/blockActivity.ts'
import { clip } from '../activity/tokenMetadata.ts'
import type { StoredImage } from '../registry/images/fetchImage.ts'
import { loadNftImage } from './loadNftImage.ts'
import { readNftMetadataDocument } from './nftMetadataDocument.ts'
import { isSpamNft, type SpamList } from './nftSpamRule.ts'
import { readCollectionName, readNftUri } from './readNftOnChain.ts'
import type { RemoteUrlPolicy } from '../outbound/remoteUrlPolicy.ts'
import { createTimedCache } from './timedCache.ts'

/** An NFT as Foyer shows it. */
export interface NftDescription {
  name: string
  collectionName: string
  /** Where its picture is (a data: URI or a URL), when its metadata names one. */
  imageUri: string | undefined
  isSpam: boolean
}

/** Which NFT: its chain (CAIP-2), its collection's contract (lowercase) and its id. */
export interface NftKey {
  chainId: string
  contract: Address
  tokenId: bigint
  standard: NftStandard
}

export interface NftCatalogueOptions {
  /** A client per served eip155 chain (CAIP-2 id). */
  clients: ReadonlyMap<string, PublicClient>
  spam: SpamList
  policy: RemoteUrlPolicy
  /** Where the reasons an NFT has no metadata or picture go (the server's logger, at debug). */
  log: { debug(details: object, message: string): void }
  now?: () => number
}

const MAX_NAME_LENGTH = 100
/** Metadata may change (a reveal); it is read again after an hour, and after a minute when the node was away. */
const DESCRIPTION_TTL_MS = 60 * 60_000
const UNREACHABLE_TTL_MS = 60_000
const MAX_DESCRIPTIONS = 10_000
/** Pictures kept in memory, the least recently served going first; a failed one is tried again after 10 minutes. */
const IMAGE_CACHE_BYTES = 32 * 1024 * 1024
const IMAGE_RETRY_MS = 10 * 60_000

/**
 * NFT metadata read from the chain (tokenURI or uri, then the JSON it names) and the pictures it
 * names, kept in memory: callers asking for the same NFT at once share one read, and an NFT whose
 * metadata cannot be had is still described (by its collection and id), never an error.
 */
export function createNftCatalogue(options: NftCatalogueOptions) {
  const now = options.now ?? Date.now
  const descriptions = createTimedCache<NftDescription>({ maxEntries: MAX_DESCRIPTIONS, now })
  const collectionNames = createTimedCache<string | undefined>({ maxEntries: MAX_DESCRIPTIONS, now })
  const images = createImageStore(now)
  const keyOf = (nft: NftKey) => `${nft.chainId}:${nft.contract}:${nft.tokenId}`

  async function collectionNameOf(client: PublicClient, nft: NftKey): Promise<string | undefined> {
    return collectionNames.get(`${nft.chainId}:${nft.contract}`, async () => {
      const name = await readCollectionName(client, nft.contract)
      return { value: name && clip(name, MAX_NAME_LENGTH), ttlMs: DESCRIPTION_TTL_MS }
    })
  }

  async function read(nft: NftKey): Promise<{ value: NftDescription; ttlMs: number }> {
    const client = options.clients.get(nft.chainId)
    let collection: string | undefined
    let document: { name?: string | undefined; image?: string | undefined } = {}
    let ttlMs = DESCRIPTION_TTL_MS
    try {
      if (!client) throw new Error(`${nft.chainId} is not served`)
      const [name, uri] = await Promise.all([collectionNameOf(client, nft), readNftUri(client, nft)])
      collection = name
      const read = uri ? await readNftMetadataDocument(uri, options.policy) : { ok: false as const, reason: 'has no metadata URI' }
      if (read.ok) document = read.document
      else options.log.debug({ chainId: nft.chainId, contract: nft.contract, tokenId: String(nft.tokenId) }, `NFT metadata ${read.reason}`)
    } catch (error) {
      ttlMs = UNREACHABLE_TTL_MS
      options.log.debug({ chainId: nft.chainId, contract: nft.contract, err: error }, 'NFT metadata could not be read')
    }
    const collectionName = collection || 'Unnamed collection'
    const name = (document.name && clip(document.name, MAX_NAME_LENGTH)) || `${collectionName} #${nft.tokenId}`
    const isSpam = isSpamNft({ chainId: nft.chainId, contract: nft.contract, collectionName, name }, options.spam)
    return { value: { name, collectionName, imageUri: document.image, isSpam }, ttlMs }
  }

  const describe = (nft: NftKey): Promise<NftDescription> => descriptions.get(keyOf(nft), () => read(nft))
  return {
    /** What the NFT is called, its collection, where its picture is, and whether it is spam. */
    describe,
    /** The NFT's picture, checked like the registry's images, or undefined when it has none that passes. */
    async image(nft: NftKey): Promise<StoredImage | undefined> {
      const { imageUri } = await describe(nft)
      if (!imageUri) return undefined
      return images.get(imageUri, async () => {
        const outcome = await loadNftImage(imageUri, options.policy)
        if (!outcome.ok) options.log.debug({ chainId: nft.chainId, contract: nft.contract, tokenId: String(nft.tokenId) }, `NFT image ${outcome.reason}`)
        return outcome.ok ? outcome.image : undefined
      })
    },
  }
}
export type NftCatalogue = ReturnType<typeof createNftCatalogue>

/** Pictures by URI within a byte budget (least recently served out first); a failure is remembered for a while. */
function createImageStore(now: () => number) {
  const kept = new Map<string, StoredImage>()
  const failedUntil = new Map<string, number>()
  const pending = new Map<string, Promise<StoredImage | undefined>>()
  let bytesKept = 0
  const keep = (uri: string, image: StoredImage) => {
    if (image.bytes.byteLength > IMAGE_CACHE_BYTES) return
    while (bytesKept + image.bytes.byteLength > IMAGE_CACHE_BYTES) {
      const [oldest, evicted] = kept.entries().next().value!
      kept.delete(oldest)
      bytesKept -= evicted.bytes.byteLength
    }
    kept.set(uri, image)
    bytesKept += image.bytes.byteLength
  }
  return {
    get(uri: string, load: () => Promise<StoredImage | undefined>): Promise<StoredImage | undefined> {
      const hit = kept.get(uri)
      if (hit) {
        kept.delete(uri)
        kept.set(uri, hit)
        return Promise.resolve(hit)
      }
      if ((failedUntil.get(uri) ?? 0) > now()) return Promise.resolve(undefined)
      let loading = pending.get(uri)
      if (!loading) {
        loading = load()
          .then((image) => {
            if (image) keep(uri, image)
            else failedUntil.set(uri, now() + IMAGE_RETRY_MS)
            return image
          })
          .finally(() => pending.delete(uri))
        pending.set(uri, loading)
      }
      return loading
    },
  }
}
