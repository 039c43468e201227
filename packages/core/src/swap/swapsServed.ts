import type { FoyerContext } from '../context.ts'

/**
 * Whether the server swaps on the network (the feature row's question): the swap actions and the
 * convert API's schemas load with it, when the Account view shows an eip155 account, not with the page.
 */
export async function swapsServed(ctx: FoyerContext, caipNetworkId: string): Promise<boolean> {
  if (!caipNetworkId.startsWith('eip155:') || !ctx.options.features.swaps) return false
  const { swapsServedOn } = await import('./swapActions.ts')
  return swapsServedOn(ctx, caipNetworkId)
}
