import type * as z from 'zod/mini'
import { ACCOUNT_NFTS_ROUTES, NFT_STANDARDS } from '../protocol/accountNftsRoutes.ts'
import { apiPath } from '../protocol/apiRoute.ts'
import type { HttpClient } from './http.ts'
import type { CaipNetworkId } from '../types.ts'

const { accountNfts } = ACCOUNT_NFTS_ROUTES

/**
 * The NFT list call (`GET /v1/account/{address}/nfts`): the NFTs an account holds on one network,
 * with names and pictures the Foyer server serves, as readers see it; the wire shape is the
 * protocol's (protocol/accountNftsRoutes.ts).
 */

export { NFT_STANDARDS }
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

export interface AccountNftsRequest {
  address: string
  chainId: CaipNetworkId
}

/** Fetches the account's NFTs on one network (spam left out by the server); an answer of the wrong shape throws. */
export async function fetchAccountNfts(http: HttpClient, request: AccountNftsRequest, signal?: AbortSignal): Promise<AccountNft[]> {
  const answer = await http.get<unknown>(apiPath(accountNfts.path, { address: request.address }), { chainId: request.chainId } satisfies z.input<typeof accountNfts.query>, { signal })
  return accountNfts.response.parse(answer).nfts
}

// The interfaces above are what readers see; this keeps the schema saying the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
true satisfies Same<z.output<typeof accountNfts.response>, AccountNfts>
