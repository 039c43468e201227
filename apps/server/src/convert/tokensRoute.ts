import { CONVERT_ROUTES } from '@foyer/core/protocol'
import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import type { PublicOrigin } from '../kernel/http/publicOrigin.ts'
import { tokenImagePath } from '../images/tokenImageRoute.ts'
import { chainIdSchema, swapVenueOf } from './convertInputs.ts'
import type { SwapVenues } from './swapVenues.ts'

/**
 * GET /v1/convert/tokens?chainId=eip155:1: the tokens swaps on that chain may use (the native
 * currency first, then the tokens the server knows there), as AppKit's SwapToken.
 */
export function convertTokensRoute(venues: SwapVenues, publicOrigin: PublicOrigin) {
  return defineRoute({
    method: 'GET',
    url: CONVERT_ROUTES.tokens.path,
    access: 'project',
    summary: 'The tokens swaps may use on a chain',
    tags: ['convert'],
    querystring: z.object({ chainId: chainIdSchema }),
    response: CONVERT_ROUTES.tokens.response,
    errors: [502, 503],
    handler: async ({ query: { chainId } }) => {
      const { chain, provider } = swapVenueOf(venues, 'chainId', chainId)
      const origin = publicOrigin()
      const tokens = await provider.tokens()
      return {
        tokens: tokens.map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: `${chain.caipNetworkId}:${token.address}`,
          decimals: token.decimals,
          logoUri: origin + tokenImagePath(token.symbol),
          eip2612: false,
        })),
      }
    },
  })
}
