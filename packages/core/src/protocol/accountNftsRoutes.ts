/** The NFTs an account holds on one network (`GET /v1/account/{address}/nfts`, `apps/server/src/nfts`). */
import * as z from 'zod/mini'
import type { ApiRoute } from './apiRoute.ts'

export const NFT_STANDARDS = ['erc721', 'erc1155'] as const

const accountNftSchema = z.object({
  chainId: z.string().check(z.describe('CAIP-2 id of its chain')),
  contract: z.string().check(z.describe('The collection’s contract, checksummed')),
  tokenId: z.string().check(z.describe('The token id, as a decimal string (ids are uint256)')),
  standard: z.enum(NFT_STANDARDS),
  amount: z.string().check(z.describe('How many of it the account holds, as a decimal string (1 for an ERC-721)')),
  name: z.string().check(z.describe('Its metadata’s name, else its collection’s name and id')),
  collection: z.object({ name: z.string() }),
  imageUrl: z.nullable(z.string()).check(z.describe('Its picture, served by this server; null when its metadata names none')),
  isSpam: z.boolean().check(z.describe('Flagged by the spam rule; only listed with includeSpam=true')),
})

export const ACCOUNT_NFTS_ROUTES = {
  accountNfts: {
    method: 'GET',
    path: '/v1/account/:address/nfts',
    params: z.object({ address: z.string() }),
    query: z.object({ chainId: z.string(), includeSpam: z.optional(z.enum(['true', 'false'])) }),
    response: z.object({ nfts: z.array(accountNftSchema) }),
  },
} as const satisfies Record<string, ApiRoute>
