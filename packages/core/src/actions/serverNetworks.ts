import * as v from 'valibot'
import type { FoyerContext } from '../context.ts'
import { servedNetworkImageId } from '../images.ts'
import { groupByNamespace } from '../stores/chains.ts'
import type { Network } from '../types.ts'
import { requireServer } from '../serverRequired.ts'

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
 * each written by its namespace's parts (loaded here) and read through the server's RPC proxy. Answers when
 * they are in the chains store; asked once per page, again after a failure.
 */
export function loadServerNetworks(ctx: FoyerContext): Promise<void> {
  if (ctx.cache.serverNetworks) return ctx.cache.serverNetworks
  const hostNamespaces = new Set((ctx.options.adapters ?? []).map((adapter) => adapter.namespace))
  // A host without a Foyer server lists its networks (resolveOptions refuses it otherwise).
  const server = requireServer(ctx, "The server's networks")
  const pending = server.blockchain.getSupportedChains().then(async (answer) => {
    const { networks } = v.parse(servedNetworks, answer)
    const added: Network[] = []
    for (const served of networks) {
      const namespace = served.caipNetworkId.slice(0, served.caipNetworkId.indexOf(':'))
      const module = ctx.namespaces.all().find((candidate) => candidate.namespace === namespace)
      if (!module || (hostNamespaces.size > 0 && !hostNamespaces.has(module.namespace))) continue
      const parts = await ctx.namespaces.parts(module.namespace)
      const network = parts?.network?.(served, server.http.url('/v1/', { chainId: served.caipNetworkId }))
      // The server draws an image of each network it serves (spec §7's imageId).
      if (network) added.push({ ...network, assets: { imageId: servedNetworkImageId(network.caipNetworkId), ...network.assets } })
    }
    addNetworks(ctx, added)
  })
  pending.catch(() => (ctx.cache.serverNetworks = undefined))
  ctx.cache.serverNetworks = pending
  return pending
}

/**
 * Adds networks that arrived after the start: a namespace not yet known gets its chain, on its
 * first new network; the first namespace added becomes the active one if none is.
 */
export function addNetworks(ctx: FoyerContext, added: readonly Network[]): void {
  ctx.chains.set((state) => {
    const fresh = added.filter((network) => !state.networks.some((known) => known.caipNetworkId === network.caipNetworkId) && !state.chains[network.chainNamespace])
    if (fresh.length === 0) return state
    return { ...state, chains: { ...groupByNamespace(fresh), ...state.chains }, networks: [...state.networks, ...fresh], activeNamespace: state.activeNamespace ?? fresh[0]!.chainNamespace }
  })
}
