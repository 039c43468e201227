import type { InclusionCheck } from '@foyer/core/internal'

/** Whether an eip155 transaction is mined: its receipt, once there is one; status 1 succeeded, 0 reverted. */
export function receiptCheck(hash: string): InclusionCheck {
  return {
    rpc: { method: 'eth_getTransactionReceipt', params: [hash] },
    read: (answer) => {
      if (typeof answer !== 'object' || answer === null) return undefined
      return (answer as { status?: unknown }).status === '0x1' ? 'succeeded' : 'failed'
    },
  }
}
