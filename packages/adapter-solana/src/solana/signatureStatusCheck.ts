import type { InclusionCheck } from '@foyer/core/internal'

/**
 * Whether a Solana transaction is in a block: its signature's status, confirmed or finalized (an
 * `err` there: it failed). Solana wallets answer no chain reads: the network's node is asked.
 */
export function signatureStatusCheck(signature: string): InclusionCheck {
  return {
    rpc: { method: 'getSignatureStatuses', params: [[signature], { searchTransactionHistory: true }] },
    askNode: true,
    read: (answer) => {
      const status = (answer as { value?: ({ confirmationStatus?: string; err?: unknown } | null)[] } | null)?.value?.[0]
      if (status?.confirmationStatus !== 'confirmed' && status?.confirmationStatus !== 'finalized') return undefined
      return status.err == null ? 'succeeded' : 'failed'
    },
  }
}
