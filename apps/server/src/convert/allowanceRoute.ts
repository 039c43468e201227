import { CONVERT_ROUTES } from '@foyer/core/protocol'
import { maxUint256 } from 'viem'
import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { badRequest } from '../kernel/http/httpError.ts'
import { assetIdSchema, swapVenueOf, userAddressSchema } from './convertInputs.ts'
import { isNativeToken } from './swapProvider.ts'
import type { SwapVenues } from './swapVenues.ts'

/**
 * GET /v1/convert/allowance?tokenAddress&userAddress: how much of the token the chain's swap provider
 * may move for the user (its spender: 0x's AllowanceHolder, 1inch's router, the AMM's router). The
 * native currency needs no approval: its allowance is unlimited (2^256 - 1).
 */
export function convertAllowanceRoute(venues: SwapVenues) {
  return defineRoute({
    method: 'GET',
    url: CONVERT_ROUTES.allowance.path,
    access: 'project',
    summary: "How much of a token the chain's swap provider may move for a user",
    tags: ['convert'],
    querystring: z.object({ tokenAddress: assetIdSchema, userAddress: userAddressSchema }),
    response: CONVERT_ROUTES.allowance.response,
    errors: [422, 502, 503],
    handler: async ({ query: { tokenAddress, userAddress } }) => {
      if (userAddress.network !== undefined && userAddress.network !== tokenAddress.network) {
        throw badRequest(`userAddress is on ${userAddress.network} and tokenAddress on ${tokenAddress.network}: name one chain`)
      }
      const { provider } = swapVenueOf(venues, 'tokenAddress', tokenAddress.network)
      if (isNativeToken(tokenAddress.address)) return { allowance: maxUint256.toString() }
      return { allowance: (await provider.allowance(tokenAddress.address, userAddress.address)).toString() }
    },
  })
}
