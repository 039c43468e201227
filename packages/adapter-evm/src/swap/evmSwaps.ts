/**
 * Swapping on eip155 (the swap views through the namespace module's `swaps`, loaded on first use):
 * the convert API builds each transaction; the node says what it costs; a token that refuses to
 * change a leftover allowance (USDT) has it set to zero first; each goes through the client's
 * `sendTransaction`, so every connector, pending Activity and the balance refresh apply. A wallet
 * whose EIP-5792 capabilities promise atomic batches on the chain (the embedded wallet's smart
 * account) gets the approval and the swap as one `wallet_sendCalls` with `atomicRequired`.
 */
import type { NamespaceSwaps, SwapBatching } from '@foyer/core/internal'
import type { CallsStatus, WalletCapabilities } from '../eip155/requestTypes.ts'
import { estimateEvmSendFee } from '../send/estimateEvmSendFee.ts'
import { operationFee } from '../send/operationFee.ts'

/** `approve(spender, amount)`'s selector and two words: the spender and the amount. */
const APPROVE_CALL = /^0x095ea7b3[0-9a-f]{128}$/i

/** `approve(spender, 0)` for the spender an `approve(spender, amount)` call names; undefined for other call data. */
export function approveZero(data: `0x${string}`): `0x${string}` | undefined {
  if (!APPROVE_CALL.test(data)) return undefined
  return `${data.slice(0, 10 + 64)}${'0'.repeat(64)}` as `0x${string}`
}

/** EIP-5792's status codes: 100 pending; 200 confirmed; 400 and up failed (off chain, on chain, partly). */
const PENDING = 100
const CONFIRMED = 200

const together: SwapBatching = {
  capabilities: { name: 'getCapabilities', params: {} },
  atomic: (answer) => (answer as WalletCapabilities).atomic,
  send: (transactions) => ({ name: 'sendCalls', params: { calls: transactions, atomicRequired: true } }),
  status: (id) => ({ name: 'getCallsStatus', params: { id } }),
  outcome(answer) {
    const { status, receipts } = answer as CallsStatus
    if (status === PENDING) return { pending: true }
    // An atomic batch is one transaction; its last receipt is the one that swapped.
    return { pending: false, hash: receipts.at(-1)?.transactionHash, succeeded: status === CONFIRMED && receipts.every((receipt) => receipt.status === '0x1' || receipt.status === 'success') }
  },
  price: operationFee,
}

export const eip155Swaps: NamespaceSwaps = {
  transactionFee: (network, from, { to, data, value }) => estimateEvmSendFee(network, { from, to, data, ...(value !== undefined && { value }) }),
  resetApproval: approveZero,
  request: (transaction) => ({ name: 'sendTransaction', params: transaction }),
  together,
}
