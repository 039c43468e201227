import { namespaceSends, type ChainNamespace, type InternalFoyerClient, type Network } from '@foyer/core/internal'

/** What "Max" keeps back of the native currency for the send's own fee, as the namespace says (0 where it cannot). */
export async function maxFeeReserve(client: InternalFoyerClient, namespace: ChainNamespace, network: Network, from: string): Promise<bigint> {
  const sends = await namespaceSends(client.ctx, namespace).catch(() => undefined)
  return (await sends?.feeReserve(network, from).catch(() => undefined)) ?? 0n
}
