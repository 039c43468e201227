import type { Address } from 'viem'
import { z } from 'zod'
import type { ActivityLedger } from '../activity/activityLedger.ts'
import { eip155NetworkIdSchema, type Eip155NetworkId } from '../caip.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { notFound } from '../kernel/http/httpError.ts'
import { sendImage } from '../kernel/http/sendImage.ts'
import type { NftCatalogue } from './nftCatalogue.ts'

/**
 * GET /public/nftImage/:chainId/:contract/:tokenId: an NFT's picture, read from its metadata and
 * held to the registry's image rules (type, bytes, size, no scripted SVG), served inert under the
 * same sandboxing CSP; only for NFTs the indexer has seen moving, so the route cannot be pointed
 * at any contract. The account's NFT list and the history's nft_info link here.
 */
export function nftImageRoute(ledger: ActivityLedger, served: readonly Eip155NetworkId[], catalogue: NftCatalogue) {
  return defineRoute({
    method: 'GET',
    url: '/public/nftImage/:chainId/:contract/:tokenId',
    access: 'public',
    summary: "An NFT's picture (PNG, JPEG, WebP or SVG), by its chain, collection and token id",
    tags: ['images'],
    params: z.object({
      chainId: eip155NetworkIdSchema.refine((chainId) => served.includes(chainId), 'is not a chain this server indexes'),
      contract: z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address (0x followed by 40 hex characters)')
        .transform((contract) => contract.toLowerCase() as Address),
      tokenId: z
        .string()
        .regex(/^(0|[1-9]\d{0,77})$/, 'must be a token id: a whole number')
        .transform(BigInt),
    }),
    produces: 'image/*',
    errors: [404],
    handler: async ({ params }, request, reply) => {
      const standard = await ledger.nftStandard(params)
      if (!standard) throw notFound(`No NFT ${params.tokenId} of ${params.contract} has moved on ${params.chainId} as far as this server has indexed`)
      const image = await catalogue.image({ ...params, standard })
      if (!image) throw notFound(`NFT ${params.tokenId} of ${params.contract} on ${params.chainId} has no picture this server can serve`)
      return sendImage(request, reply, image.bytes, image.type)
    },
  })
}
