import type { FoyerContext } from '../context.ts'
import type { NamespaceSends } from '../namespaceRequests.ts'
import type { ChainNamespace } from '../types.ts'

/** How the namespace sends the account's tokens (its request module's `sends`, loaded on first use); undefined where it cannot. */
export async function namespaceSends(ctx: FoyerContext, namespace: ChainNamespace): Promise<NamespaceSends | undefined> {
  return (await ctx.namespaces.parts(namespace))?.sends?.(ctx.server?.http)
}

/** Whether the namespace can send the account's tokens, without loading how (the feature row's question). */
export function sendsServed(ctx: FoyerContext, namespace: ChainNamespace): boolean {
  return ctx.namespaces.serves(namespace, 'send')
}
