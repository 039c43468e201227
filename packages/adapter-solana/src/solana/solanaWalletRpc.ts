import type { WalletRpcRequest } from '@foyer/core/internal'
import { base58, base64 } from '@scure/base'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'

/** What a Solana wallet can be asked, in bytes: a connector maps its wallet's API onto these. */
export interface SolanaWalletRpc {
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Answers the transaction with the wallet's signature in it. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>
  /** Answers the transaction's signature once the wallet sent it. */
  signAndSendTransaction(transaction: Uint8Array, options?: SolanaSignAndSendTransactionOptions): Promise<Uint8Array>
}

const SIGNATURE_OFFSET = 1

/**
 * Runs one call of the solana namespace's wallet RPC (WalletConnect's Solana RPC: base58 messages
 * and signatures, base64 transactions) on a wallet's byte API, and answers as that RPC answers.
 */
export async function readSolanaRpc(request: WalletRpcRequest, wallet: SolanaWalletRpc, sender: { address: string }): Promise<unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>
  switch (request.method) {
    case 'solana_signMessage': {
      if (typeof params.pubkey === 'string' && params.pubkey !== sender.address) throw new TypeError(`params.pubkey must be the connected account ${sender.address}`)
      const signature = await wallet.signMessage(base58.decode(text(params.message, 'params.message')))
      return { signature: base58.encode(signature) }
    }
    case 'solana_signTransaction': {
      const signed = await wallet.signTransaction(base64.decode(text(params.transaction, 'params.transaction')))
      return { signature: base58.encode(firstSignature(signed)), transaction: base64.encode(signed) }
    }
    case 'solana_signAndSendTransaction': {
      const options = (params.sendOptions ?? undefined) as SolanaSignAndSendTransactionOptions | undefined
      const signature = await wallet.signAndSendTransaction(base64.decode(text(params.transaction, 'params.transaction')), options)
      return { signature: base58.encode(signature) }
    }
    default:
      throw Object.assign(new Error(`${request.method} is not a method of the solana namespace's wallets`), { code: 4200 })
  }
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new TypeError(`${field} must be a non-empty string`)
  return value
}

/** A wire transaction starts with its signature count (one byte below 128), then the 64-byte signatures: the fee payer's first. */
function firstSignature(transaction: Uint8Array): Uint8Array {
  return transaction.subarray(SIGNATURE_OFFSET, SIGNATURE_OFFSET + 64)
}
