import type { Address } from 'viem'
import type { NftStandard } from '../../activity/blockActivity.ts'

/** Where a name's avatar record says its picture is: a URI (http(s) or data:), or an NFT on Ethereum mainnet. */
export type AvatarSource = { kind: 'uri'; uri: string } | { kind: 'nft'; contract: Address; tokenId: bigint; standard: NftStandard }

// ENSIP-12's NFT form (CAIP-22 / CAIP-29); only mainnet's, the chain the server reads ENS on.
const NFT_RECORD = /^eip155:1\/(erc721|erc1155):(0x[0-9a-fA-F]{40})\/(\d{1,78})$/i

/** A name's avatar record (ENSIP-12) as a source the server fetches, or undefined when it names nothing it can. */
export function avatarSource(record: string): AvatarSource | undefined {
  const nft = NFT_RECORD.exec(record.trim())
  if (nft) return { kind: 'nft', standard: nft[1]!.toLowerCase() as NftStandard, contract: nft[2]!.toLowerCase() as Address, tokenId: BigInt(nft[3]!) }
  const uri = gatewayUri(record.trim())
  return /^(https?:|data:)/i.test(uri) ? { kind: 'uri', uri } : undefined
}

/** An ipfs://, ipns:// or ar:// URI as its public gateway's https URL (what ENS clients do); any other URI as it is. */
export function gatewayUri(uri: string): string {
  const ipfs = /^(ipfs|ipns):\/\/(?:ipfs\/)?(.+)$/i.exec(uri)
  if (ipfs) return `https://ipfs.io/${ipfs[1]!.toLowerCase()}/${ipfs[2]}`
  const arweave = /^ar:\/\/(.+)$/i.exec(uri)
  if (arweave) return `https://arweave.net/${arweave[1]}`
  return uri
}
