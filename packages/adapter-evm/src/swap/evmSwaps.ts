/**
 * Swapping on eip155 (the swap views through the namespace module's `swaps`, loaded on first use):
 * the convert API builds each transaction; the node says what it costs; a token that refuses to
 * change a leftover allowance (USDT) has it set to zero first; each goes through the client's
 * `sendTransaction`, so every connector, pending Activity and the balance refresh apply.
 */
import type { NamespaceSwaps } from '@foyer/core/internal'
import { estimateEvmSendFee } from '../send/estimateEvmSendFee.ts'

/** `approve(spender, amount)`'s selector and two words: the spender and the amount. */
const APPROVE_CALL = /^0x095ea7b3[0-9a-f]{128}$/i

/** `approve(spender, 0)` for the spender an `approve(spender, amount)` call names; undefined for other call data. */
export function approveZero(data: `0x${string}`): `0x${string}` | undefined {
  if (!APPROVE_CALL.test(data)) return undefined
  return `${data.slice(0, 10 + 64)}${'0'.repeat(64)}` as `0x${string}`
}

export const eip155Swaps: NamespaceSwaps = {
  transactionFee: (network, from, { to, data, value }) => estimateEvmSendFee(network, { from, to, data, ...(value !== undefined && { value }) }),
  resetApproval: approveZero,
  request: (transaction) => ({ name: 'sendTransaction', params: transaction }),
}
