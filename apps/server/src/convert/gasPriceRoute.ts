import { CONVERT_ROUTES } from '@foyer/core/protocol'
import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { chainIdSchema, gasChainOf } from './convertInputs.ts'
import { askNode } from './swapErrors.ts'
import type { SwapVenues } from './swapVenues.ts'

/**
 * GET /v1/convert/gas-price?chainId=eip155:1: the chain's gas price from its node (eth_gasPrice) as
 * `standard`, with `fast` (+25 %) and `instant` (+50 %) above it for a quicker inclusion.
 */
export function convertGasPriceRoute(venues: SwapVenues) {
  return defineRoute({
    method: 'GET',
    url: CONVERT_ROUTES.gasPrice.path,
    access: 'project',
    summary: "A swap network's gas price, from its node",
    tags: ['convert'],
    querystring: z.object({ chainId: chainIdSchema }),
    response: CONVERT_ROUTES.gasPrice.response,
    errors: [502, 503],
    handler: async ({ query: { chainId } }) => {
      const chain = gasChainOf(venues, chainId)
      const standard = await askNode(chain, 'eth_gasPrice', () => chain.client.getGasPrice())
      return { standard: standard.toString(), fast: ((standard * 125n) / 100n).toString(), instant: ((standard * 150n) / 100n).toString() }
    },
  })
}
