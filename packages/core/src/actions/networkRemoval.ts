import type { FoyerContext } from '../context.ts'
import type { CaipNetworkId } from '../types.ts'
import { disconnect } from './connection.ts'
import { storeActiveNetwork } from './persistence.ts'

/**
 * Takes a network away while the page runs (the host's `removeNetwork`). Where it was its
 * namespace's network, the namespace falls back to its first network left: a wallet still on the
 * removed chain is then on a network this page does not offer, and the modal offers the switch.
 * A namespace left with no network is let go: its wallet is disconnected and another namespace
 * becomes the active one. A network the page does not list is no change.
 */
export async function removeNetwork(ctx: FoyerContext, caipNetworkId: CaipNetworkId): Promise<void> {
  const network = ctx.chains.get().networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network) return
  const namespace = network.chainNamespace
  const chain = ctx.chains.chain(namespace)
  if (!chain) return
  const fallback = chain.networks.find((candidate) => candidate !== network)
  if (!fallback) {
    if (ctx.sessions.has(namespace) || chain.accountState.address) await disconnect(ctx, namespace)
    ctx.chains.dropNetwork(caipNetworkId)
    return
  }
  ctx.chains.dropNetwork(caipNetworkId)
  if (chain.networkState.caipNetwork?.caipNetworkId !== caipNetworkId) return
  const connected = ctx.sessions.has(namespace)
  ctx.chains.patchNetwork(namespace, { caipNetwork: fallback, unsupported: connected })
  if (!connected) storeActiveNetwork(ctx, fallback)
}
