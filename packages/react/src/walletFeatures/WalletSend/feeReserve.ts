import { estimateEvmSendFee, solanaNetworkFee, type ChainNamespace, type Network } from '@foyer/core/internal'

/** What Max keeps back when the node cannot estimate: a thousandth of a unit of an 18-decimal currency (the preview checks the real fee). */
const EVM_RESERVE_WITHOUT_ESTIMATE = 10n ** 15n

/**
 * What "Max" keeps back of the native currency for the send's own fee. Solana: the signature fee,
 * which is fixed (a SOL transfer opens no token account, so no rent is added). eip155: twice a
 * transfer's fee at the node's current gas price, since the price may rise before it is mined.
 */
export async function maxFeeReserve(namespace: ChainNamespace, network: Network, from: string): Promise<bigint> {
  if (namespace === 'solana') return solanaNetworkFee({})
  return ((await estimateEvmSendFee(network, { from, to: from, value: 1n })) ?? EVM_RESERVE_WITHOUT_ESTIMATE) * 2n
}
