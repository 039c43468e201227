import { parseAbi, toHex, type Address, type PublicClient } from 'viem'
import { isRpcUnreachable } from '../balances/readHoldings.ts'
import type { NftStandard } from '../activity/blockActivity.ts'

const nftAbi = parseAbi([
  'function name() view returns (string)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function uri(uint256 id) view returns (string)',
])

/**
 * The token's metadata URI: ERC-721's tokenURI, or ERC-1155's uri with `{id}` replaced by the id
 * as 64 lowercase hex digits (as ERC-1155 says). Undefined when the contract will not say; an
 * unreachable node throws, so the caller does not cache a guess.
 */
export async function readNftUri(client: PublicClient, nft: { contract: Address; tokenId: bigint; standard: NftStandard }): Promise<string | undefined> {
  const read =
    nft.standard === 'erc721'
      ? client.readContract({ address: nft.contract, abi: nftAbi, functionName: 'tokenURI', args: [nft.tokenId] })
      : client.readContract({ address: nft.contract, abi: nftAbi, functionName: 'uri', args: [nft.tokenId] })
  const uri = await read.catch(rethrowUnreachable)
  if (!uri) return undefined
  return nft.standard === 'erc1155' ? uri.replaceAll('{id}', toHex(nft.tokenId, { size: 32 }).slice(2)) : uri
}

/** The collection's name() (ERC-721's metadata extension; many ERC-1155s have one too), if it answers one. */
export async function readCollectionName(client: PublicClient, contract: Address): Promise<string | undefined> {
  return (await client.readContract({ address: contract, abi: nftAbi, functionName: 'name' }).catch(rethrowUnreachable)) || undefined
}

function rethrowUnreachable(error: unknown): undefined {
  if (isRpcUnreachable(error)) throw error
  return undefined
}
