import * as v from 'valibot'
import type { FoyerContext } from '../context.ts'
import type { Network } from '../types.ts'

const servedNetworks = v.object({
  networks: v.optional(
    v.array(
      v.object({
        caipNetworkId: v.pipe(v.string(), v.regex(/^[a-z0-9]+:[^:]+$/)),
        name: v.pipe(v.string(), v.minLength(1)),
        nativeCurrency: v.object({ name: v.string(), symbol: v.string(), decimals: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
        testnet: v.boolean(),
        blockExplorer: v.optional(v.object({ name: v.string(), url: v.pipe(v.string(), v.url()) })),
      }),
    ),
    [],
  ),
})

/**
 * The networks of a host that lists none: those the Foyer server serves (`/v1/supported-chains`),
 * in the namespaces of the host's adapters (every namespace Foyer knows, for a host with none),
 * each written by its namespace's module and read through the server's RPC proxy. Answers when
 * they are in the chains store; asked once per page, again after a failure.
 */
export function loadServerNetworks(ctx: FoyerContext): Promise<void> {
  if (ctx.cache.serverNetworks) return ctx.cache.serverNetworks
  const hostNamespaces = new Set((ctx.options.adapters ?? []).map((adapter) => adapter.namespace))
  const pending = ctx.api.blockchain.getSupportedChains().then((answer) => {
    const { networks } = v.parse(servedNetworks, answer)
    const added: Network[] = []
    for (const served of networks) {
      const namespace = served.caipNetworkId.slice(0, served.caipNetworkId.indexOf(':'))
      const module = ctx.namespaces.all().find((candidate) => candidate.namespace === namespace)
      if (!module || (hostNamespaces.size > 0 && !hostNamespaces.has(module.namespace))) continue
      const network = module.network?.(served, ctx.api.http.url('/v1/', { chainId: served.caipNetworkId }))
      if (network) added.push(network)
    }
    ctx.chains.addNetworks(added)
  })
  pending.catch(() => (ctx.cache.serverNetworks = undefined))
  ctx.cache.serverNetworks = pending
  return pending
}
