import * as z from 'zod/mini'
import type { HttpClient } from './http.ts'
import type { CaipNetworkId } from '../types.ts'

/**
 * The NFT list call (`GET /v1/account/{address}/nfts`): the NFTs an account holds on one network,
 * with names and pictures the Foyer server serves. The server validates against the same shape.
 */

export const NFT_STANDARDS = ['erc721', 'erc1155'] as const
export type NftStandard = (typeof NFT_STANDARDS)[number]

/** One NFT an account holds. */
export interface AccountNft {
  /** CAIP-2 id of its chain. */
  chainId: string
  /** The collection's contract, checksummed. */
  contract: string
  /** The token id, as a decimal string. */
  tokenId: string
  standard: NftStandard
  /** How many the account holds, as a decimal string (1 for an ERC-721). */
  amount: string
  name: string
  collection: { name: string }
  /** Its picture on the Foyer server, or null. */
  imageUrl: string | null
  isSpam: boolean
}

export interface AccountNfts {
  nfts: AccountNft[]
}

const accountNftsSchema = z.object({
  nfts: z.array(
    z.object({
      chainId: z.string(),
      contract: z.string(),
      tokenId: z.string(),
      standard: z.enum(NFT_STANDARDS),
      amount: z.string(),
      name: z.string(),
      collection: z.object({ name: z.string() }),
      imageUrl: z.nullable(z.string()),
      isSpam: z.boolean(),
    }),
  ),
})

export interface AccountNftsRequest {
  address: string
  chainId: CaipNetworkId
}

/** Fetches the account's NFTs on one network (spam left out by the server); an answer of the wrong shape throws. */
export async function fetchAccountNfts(http: HttpClient, request: AccountNftsRequest, signal?: AbortSignal): Promise<AccountNft[]> {
  const answer = await http.get<unknown>(`/v1/account/${encodeURIComponent(request.address)}/nfts`, { chainId: request.chainId }, { signal })
  return accountNftsSchema.parse(answer).nfts
}

// The interfaces above are what readers see; this keeps the schema saying the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
true satisfies Same<z.output<typeof accountNftsSchema>, AccountNfts>
