import { say } from '../../texts/say.ts'
import { formatEther, parseQuantity } from './evmValues.ts'

/** How long the approval screen waits for the node's estimate before it shows without one. */
const ESTIMATE_WAIT_MS = 2_000

/** Runs a safe method on the chain through the server (the frame's RPC path). */
export type ChainCall = (method: string, params: unknown[]) => Promise<unknown>

/**
 * What a transaction will cost in fees, as the approval screen writes it: the node's gas estimate
 * for it (from the account that signs) times the node's gas price, 'Unavailable' when the node
 * cannot say in time (the transaction would fail, or the node is down). An estimate: the block's
 * price decides, and the wallet never pays more than the gas limit allows.
 */
export async function estimateNetworkFee(call: ChainCall, transaction: Record<string, unknown>, from: string | undefined): Promise<string> {
  const { gas: _gas, gasPrice: _gasPrice, maxFeePerGas: _max, maxPriorityFeePerGas: _priority, ...asked } = transaction
  const estimate = Promise.all([call('eth_estimateGas', [{ ...asked, ...(from ? { from } : {}) }]), call('eth_gasPrice', [])]).then(([gas, price]) => {
    const units = parseQuantity(gas)
    const wei = parseQuantity(price)
    return units === null || wei === null ? say('unavailable') : `≈ ${roundedEther(units * wei)} ETH`
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(say('unavailable')), ESTIMATE_WAIT_MS)))
  try {
    return await Promise.race([estimate.catch(() => say('unavailable')), late])
  } finally {
    clearTimeout(timer)
  }
}

/** Six significant decimals are plenty for a fee: 0.000021 ETH, not 0.000021000000000000 ETH. */
function roundedEther(wei: bigint): string {
  const step = 10n ** 12n
  const rounded = wei === 0n ? 0n : ((wei + step - 1n) / step) * step
  return rounded === 0n ? '0' : formatEther(rounded)
}
