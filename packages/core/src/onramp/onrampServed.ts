import type { FoyerContext } from '../context.ts'
import type { ChainNamespace } from '../types.ts'

/**
 * Whether Buy is offered for the namespace (the feature row's question): the server names at least
 * one onramp provider in its options (a server whose options cannot be had is taken at its word of
 * spec §8 and offered). The onramp actions and their schemas load with it, not with the page.
 */
export async function onrampServed(ctx: FoyerContext, namespace: ChainNamespace): Promise<boolean> {
  if (!ctx.namespaces.serves(namespace, 'onramp') || !ctx.options.features.onramp) return false
  const { onrampOptions } = await import('./onrampActions.ts')
  return (await onrampOptions(ctx)).providers.length > 0
}
