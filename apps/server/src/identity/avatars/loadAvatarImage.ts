import type { Address } from 'viem'
import type { NftStandard } from '../../activity/blockActivity.ts'
import { loadNftImage } from '../../nfts/loadNftImage.ts'
import { readNftMetadataDocument } from '../../nfts/nftMetadataDocument.ts'
import type { RemoteUrlPolicy } from '../../outbound/remoteUrlPolicy.ts'
import type { ImageOutcome } from '../../registry/images/fetchImage.ts'
import { avatarSource, gatewayUri } from './avatarSource.ts'

/** An NFT's metadata URI on Ethereum mainnet (its tokenURI or uri), when the server reads ENS there. */
export type ReadMainnetNftUri = (nft: { contract: Address; tokenId: bigint; standard: NftStandard }) => Promise<string | undefined>

/**
 * A name's avatar picture from its record, every fetch through the outbound fetcher and its policy
 * (a name's owner chose each URL): a URL or data: URI directly, an NFT through its metadata's image.
 * Held to the registry's image rules (PNG, JPEG, WebP or SVG, no script, 1 MiB, 5 s).
 */
export async function loadAvatarImage(record: string, policy: RemoteUrlPolicy, readNftUri: ReadMainnetNftUri | undefined): Promise<ImageOutcome> {
  const source = avatarSource(record)
  if (!source) return { ok: false, reason: 'is not an http(s), data:, ipfs:, ar: or mainnet NFT avatar' }
  if (source.kind === 'uri') return loadNftImage(source.uri, policy)
  if (!readNftUri) return { ok: false, reason: 'is an NFT, and this server reads no Ethereum mainnet node' }
  const uri = await readNftUri(source)
  if (!uri) return { ok: false, reason: 'is an NFT whose contract names no metadata' }
  const metadata = await readNftMetadataDocument(gatewayUri(uri), policy)
  if (!metadata.ok) return { ok: false, reason: `is an NFT whose metadata ${metadata.reason}` }
  if (!metadata.document.image) return { ok: false, reason: 'is an NFT whose metadata names no image' }
  return loadNftImage(gatewayUri(metadata.document.image), policy)
}
