import { parseCaipNetworkId } from '../caip.ts'
import type { FoyerContext } from '../context.ts'

/**
 * Whether the server swaps on the network (the feature row's question): the swap actions and the
 * convert API's schemas load with it, when the Account view shows an account of a namespace that
 * swaps (its module lists 'swap': eip155), not with the page.
 */
export async function swapsServed(ctx: FoyerContext, caipNetworkId: string): Promise<boolean> {
  if (!ctx.namespaces.serves(parseCaipNetworkId(caipNetworkId).namespace, 'swap') || !ctx.options.features.swaps) return false
  const { swapsServedOn } = await import('./swapActions.ts')
  return swapsServedOn(ctx, caipNetworkId)
}
