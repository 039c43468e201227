/**
 * A send's network fee on eip155 (spec §7 wallet calls: estimate gas, gas price): the node's gas
 * estimate for the transaction from the sender, times the node's gas price, in wei. Undefined when
 * the node cannot say (the transaction would fail, or the node is down): the preview then says the
 * fee is unavailable rather than showing a number it does not have.
 */
import { callChainRpc, type Network } from '@foyer/core/internal'

export interface EvmSendTransaction {
  from: string
  to: string
  value?: bigint
  data?: `0x${string}`
}

export async function estimateEvmSendFee(network: Pick<Network, 'rpcUrls'>, transaction: EvmSendTransaction): Promise<bigint | undefined> {
  const urls = network.rpcUrls.default.http
  if (urls.length === 0) return undefined
  const call = {
    from: transaction.from,
    to: transaction.to,
    ...(transaction.value !== undefined && { value: `0x${transaction.value.toString(16)}` }),
    ...(transaction.data && { data: transaction.data }),
  }
  try {
    const [gas, price] = await Promise.all([callChainRpc(urls, { method: 'eth_estimateGas', params: [call] }), callChainRpc(urls, { method: 'eth_gasPrice', params: [] })])
    const quantity = (value: unknown) => (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value) ? BigInt(value) : undefined)
    const units = quantity(gas)
    const wei = quantity(price)
    return units === undefined || wei === undefined ? undefined : units * wei
  } catch {
    return undefined
  }
}
