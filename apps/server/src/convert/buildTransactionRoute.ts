import { CONVERT_ROUTES } from '@foyer/core/protocol'
import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { badRequest } from '../kernel/http/httpError.ts'
import { amountSchema, assetIdSchema, DEFAULT_SLIPPAGE_PERCENT, slippageSchema, swapPairOf, userAddressSchema } from './convertInputs.ts'
import { askNode } from './swapErrors.ts'
import type { SwapVenues } from './swapVenues.ts'

const bodySchema = z.object({
  amount: amountSchema,
  from: assetIdSchema,
  to: assetIdSchema,
  userAddress: userAddressSchema,
  /** Spec §7 names it beside the others; AppKit sends it as eip155.slippage. */
  slippage: slippageSchema.optional().describe('Slippage tolerance in percent (0–50); 1 when neither this nor eip155.slippage is given'),
  eip155: z.object({ slippage: slippageSchema.optional() }).optional(),
  disableEstimate: z.boolean().optional().describe('true: build it without simulating it (a swap whose approval is not mined yet)'),
})

/**
 * POST /v1/convert/build-transaction: the swap transaction, from the chain's provider, selling
 * `amount` of `from` for at least the quote less `slippage` percent of `to`, received by the user.
 * As AppKit reads it (`tx.to`, `tx.data`, `tx.eip155.gas`, `tx.eip155.gasPrice`), plus the value to
 * send (the amount when selling the native currency) and the amount quoted.
 */
export function convertBuildTransactionRoute(venues: SwapVenues) {
  return defineRoute({
    method: 'POST',
    url: CONVERT_ROUTES.buildTransaction.path,
    access: 'project',
    summary: "The swap transaction, built by the chain's swap provider",
    tags: ['convert'],
    body: bodySchema,
    response: CONVERT_ROUTES.buildTransaction.response,
    errors: [422, 502, 503],
    handler: async ({ body }) => {
      const { chain, provider } = swapPairOf(venues, body.from, body.to, body.userAddress)
      if (body.slippage !== undefined && body.eip155?.slippage !== undefined && body.slippage !== body.eip155.slippage) {
        throw badRequest(`slippage is ${body.slippage} and eip155.slippage ${body.eip155.slippage}: give it once`)
      }
      const tx = await provider.buildTransaction({
        sellToken: body.from.address,
        buyToken: body.to.address,
        sellAmount: body.amount,
        taker: body.userAddress.address,
        slippagePercent: body.slippage ?? body.eip155?.slippage ?? DEFAULT_SLIPPAGE_PERCENT,
        estimateGas: body.disableEstimate !== true,
      })
      const gasPrice = tx.gasPrice ?? (await askNode(chain, 'eth_gasPrice', () => chain.client.getGasPrice()))
      return {
        tx: {
          from: `${chain.caipNetworkId}:${body.userAddress.address}`,
          to: `${chain.caipNetworkId}:${tx.to}`,
          data: tx.data,
          value: tx.value.toString(),
          amount: tx.buyAmount.toString(),
          eip155: { ...(tx.gas !== undefined && { gas: tx.gas.toString() }), gasPrice: gasPrice.toString() },
        },
      }
    },
  })
}
