import { CONVERT_ROUTES } from '@foyer/core/protocol'
import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { amountSchema, assetIdSchema, gasPriceSchema, swapPairOf, userAddressSchema } from './convertInputs.ts'
import type { SwapVenues } from './swapVenues.ts'

/**
 * GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice: what selling `amount` of `from` for `to`
 * is quoted to deliver now, from the chain's provider. One quote, as AppKit reads `quotes[0]`.
 */
export function convertQuotesRoute(venues: SwapVenues) {
  return defineRoute({
    method: 'GET',
    url: CONVERT_ROUTES.quotes.path,
    access: 'project',
    summary: 'A quote for selling an amount of one token for another on one chain',
    tags: ['convert'],
    querystring: z.object({
      amount: amountSchema,
      userAddress: userAddressSchema,
      from: assetIdSchema,
      to: assetIdSchema,
      gasPrice: gasPriceSchema.optional(),
    }),
    response: CONVERT_ROUTES.quotes.response,
    errors: [422, 502, 503],
    handler: async ({ query }) => {
      const { provider } = swapPairOf(venues, query.from, query.to, query.userAddress)
      const request = { sellToken: query.from.address, buyToken: query.to.address, sellAmount: query.amount, taker: query.userAddress.address, gasPrice: query.gasPrice }
      const { buyAmount } = await provider.quote(request)
      return {
        quotes: [
          {
            id: null,
            fromAmount: query.amount.toString(),
            fromAccount: `${query.from.network}:${query.from.address}`,
            toAmount: buyAmount.toString(),
            toAccount: `${query.to.network}:${query.to.address}`,
          },
        ],
      }
    },
  })
}
