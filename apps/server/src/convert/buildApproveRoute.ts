import { CONVERT_ROUTES } from '@foyer/core/protocol'
import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { badRequest } from '../kernel/http/httpError.ts'
import { amountSchema, assetIdSchema, swapPairOf, userAddressSchema } from './convertInputs.ts'
import { askNode } from './swapErrors.ts'
import { isNativeToken } from './swapProvider.ts'
import type { SwapVenues } from './swapVenues.ts'

/**
 * GET /v1/convert/build-approve?userAddress&from&to(&amount): the ERC-20 approve transaction that lets
 * the chain's swap provider sell `from` for the user, unlimited unless `amount` is given. As AppKit
 * reads it: the transaction goes to the token, named in both `tx.from` and `tx.to` (AppKit sends it
 * to `tx.from`), with no value and the node's gas price.
 */
export function convertBuildApproveRoute(venues: SwapVenues) {
  return defineRoute({
    method: 'GET',
    url: CONVERT_ROUTES.buildApprove.path,
    access: 'project',
    summary: "The approval transaction letting the chain's swap provider sell a token",
    tags: ['convert'],
    querystring: z.object({ userAddress: userAddressSchema, from: assetIdSchema, to: assetIdSchema, amount: amountSchema.optional() }),
    response: CONVERT_ROUTES.buildApprove.response,
    errors: [422, 502, 503],
    handler: async ({ query }) => {
      const { chain, provider } = swapPairOf(venues, query.from, query.to, query.userAddress)
      if (isNativeToken(query.from.address)) throw badRequest(`from is the native currency of ${chain.caipNetworkId}, which needs no approval`)
      const tx = await provider.buildApprove(query.from.address, query.userAddress.address, query.amount)
      const gasPrice = tx.gasPrice ?? (await askNode(chain, 'eth_gasPrice', () => chain.client.getGasPrice()))
      const token = `${chain.caipNetworkId}:${tx.to}`
      return { tx: { from: token, to: token, data: tx.data, value: tx.value.toString(), eip155: { gasPrice: gasPrice.toString() } } }
    },
  })
}
