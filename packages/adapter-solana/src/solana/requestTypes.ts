// The augmentation below targets the hosts' entry, which declares NamespaceRequests for them.
import type {} from '@foyer/core'

/** A transaction as a host gives it: its wire bytes (as @solana/kit's `getTransactionEncoder` writes them), or those bytes in base64. */
export type SolanaTransactionInput = Uint8Array | string

export interface SolanaSendOptions {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}

export interface SolanaRequests {
  /** The wallet signs the transaction and hands it back; the host sends it. */
  signTransaction: { params: { transaction: SolanaTransactionInput }; result: { signature: string; transaction: string } }
  /** The wallet signs and sends the transaction; the answer is its signature (base58), its id on the chain. */
  signAndSendTransaction: { params: { transaction: SolanaTransactionInput; sendOptions?: SolanaSendOptions }; result: string }
}

declare module '@foyer/core' {
  interface NamespaceRequests {
    solana: SolanaRequests
  }
}
