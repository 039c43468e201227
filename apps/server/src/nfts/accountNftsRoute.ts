import { getAddress, type Address } from 'viem'
import { z } from 'zod'
import type { ActivityLedger } from '../activity/activityLedger.ts'
import { eip155NetworkIdSchema, evmAddressSchema, type Eip155NetworkId } from '../caip.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import type { PublicOrigin } from '../kernel/http/publicOrigin.ts'
import { accountNftsSchema, type AccountNfts } from './accountNftsSchema.ts'
import type { NftCatalogue } from './nftCatalogue.ts'
import { nftImagePath } from './nftImagePath.ts'

/** The most NFTs one answer lists (their metadata is read for each, cached). */
const MAX_NFTS = 200

/**
 * GET /v1/account/:address/nfts?chainId=eip155:…&includeSpam=true: the NFTs (ERC-721, ERC-1155) an
 * account holds on one indexed chain, by the transfers the activity indexer recorded, each with
 * its name, collection and picture (served by this server); spam (nftSpamRule.ts) is left out
 * unless includeSpam=true. Answers `{ nfts: AccountNft[] }`.
 */
export function accountNftsRoute(ledger: ActivityLedger, served: readonly Eip155NetworkId[], catalogue: NftCatalogue, publicOrigin: PublicOrigin) {
  return defineRoute({
    method: 'GET',
    url: '/v1/account/:address/nfts',
    access: 'project',
    summary: 'The NFTs an account holds on one chain (ERC-721 and ERC-1155, from the indexed transfers), with names and pictures; spam left out unless asked for',
    tags: ['blockchain'],
    params: z.object({ address: evmAddressSchema }),
    querystring: z.object({
      chainId: eip155NetworkIdSchema.superRefine((chainId, context) => {
        if (served.includes(chainId)) return
        context.addIssue({ code: 'custom', message: `is ${chainId}, which this server does not index (it indexes ${served.join(', ')})` })
      }),
      includeSpam: z.enum(['true', 'false']).optional(),
    }),
    response: accountNftsSchema,
    handler: async ({ params, query }): Promise<AccountNfts> => {
      const account = params.address.toLowerCase() as Address
      const holdings = await ledger.nftHoldings({ account, chainId: query.chainId, limit: MAX_NFTS })
      const origin = publicOrigin()
      const nfts = await Promise.all(
        holdings.map(async (holding) => {
          const key = { chainId: query.chainId, ...holding }
          const described = await catalogue.describe(key)
          return {
            chainId: query.chainId,
            contract: getAddress(holding.contract),
            tokenId: String(holding.tokenId),
            standard: holding.standard,
            amount: String(holding.amount),
            name: described.name,
            collection: { name: described.collectionName },
            imageUrl: described.imageUri ? origin + nftImagePath(key) : null,
            isSpam: described.isSpam,
          }
        }),
      )
      return { nfts: query.includeSpam === 'true' ? nfts : nfts.filter((nft) => !nft.isSpam) }
    },
  })
}
