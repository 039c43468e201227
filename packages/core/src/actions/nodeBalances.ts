import type { FoyerContext } from '../context.ts'
import { formatUnits } from '../format.ts'
import type { ChainNamespace, Network, TokenBalance } from '../types.ts'

/**
 * The account's balances for a host without a Foyer server: the network's own currency, read from
 * its node by the namespace's parts (`nodeBalance`), unpriced and without an image (nothing but the
 * node is asked). As the balance API does, a balance of 0 is no entry. Throws where the node fails.
 */
export async function nodeBalances(ctx: FoyerContext, namespace: ChainNamespace, address: string, network: Network): Promise<TokenBalance[]> {
  const parts = await ctx.namespaces.parts(namespace)
  if (!parts?.nodeBalance) throw new Error(`The ${namespace} namespace reads no balance from a network's node`)
  const units = await parts.nodeBalance(network, address)
  if (units === 0n) return []
  const { name, symbol, decimals } = network.nativeCurrency
  return [{ name, symbol, chainId: network.caipNetworkId, value: null, price: null, iconUrl: '', quantity: { decimals: String(decimals), numeric: formatUnits(units, decimals) } }]
}
