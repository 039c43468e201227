import { parseAbi, toHex, type Address, type PublicClient } from 'viem'
import { readContract } from 'viem/actions'
import { isRpcUnreachable } from '../balances/holding.ts'
import type { NftStandard } from '../activity/blockActivity.ts'

const nftAbi = parseAbi(['function name() view returns (string)', 'function tokenURI(uint256 tokenId) view returns (string)', 'function uri(uint256 id) view returns (string)'])

/**
 * The token's metadata URI: ERC-721's tokenURI, or ERC-1155's uri with `{id}` replaced by the id
 * as 64 lowercase hex digits (as ERC-1155 says). Undefined when the contract will not say; an
 * unreachable node throws, so the caller does not cache a guess.
 */
export async function readNftUri(client: PublicClient, nft: { contract: Address; tokenId: bigint; standard: NftStandard }): Promise<string | undefined> {
  const read =
    nft.standard === 'erc721'
      ? readContract(withoutCcipRead(client), { address: nft.contract, abi: nftAbi, functionName: 'tokenURI', args: [nft.tokenId] })
      : readContract(withoutCcipRead(client), { address: nft.contract, abi: nftAbi, functionName: 'uri', args: [nft.tokenId] })
  const uri = await read.catch(rethrowUnreachable)
  if (!uri) return undefined
  return nft.standard === 'erc1155' ? uri.replaceAll('{id}', toHex(nft.tokenId, { size: 32 }).slice(2)) : uri
}

/** The collection's name() (ERC-721's metadata extension; many ERC-1155s have one too), if it answers one. */
export async function readCollectionName(client: PublicClient, contract: Address): Promise<string | undefined> {
  return (await readContract(withoutCcipRead(client), { address: contract, abi: nftAbi, functionName: 'name' }).catch(rethrowUnreachable)) || undefined
}

/**
 * The client, minus EIP-3668 CCIP-read: a collection's contract that reverts with OffchainLookup
 * would otherwise have viem fetch the gateway URL it names, from the server, anywhere (the revert
 * is then no answer, as any other).
 */
function withoutCcipRead(client: PublicClient): PublicClient {
  // The client's own call action is bound to it (CCIP-read on); without it, viem's call reads this copy's setting.
  const { call: _boundCall, readContract: _boundRead, ...bare } = client
  return { ...bare, ccipRead: false } as PublicClient
}

function rethrowUnreachable(error: unknown): undefined {
  if (isRpcUnreachable(error)) throw error
  return undefined
}
