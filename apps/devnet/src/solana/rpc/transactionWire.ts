import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { getTransactionDecoder, type Transaction } from '@solana/kit'
import { decodeRunnableMessage } from '../compiledMessage.ts'
import { invalidParams } from './rpcError.ts'

const transactionDecoder = getTransactionDecoder()
/** The largest transaction a validator takes (an IPv6 packet's payload). */
export const MAX_TRANSACTION_BYTES = 1232

/** A transaction as sendTransaction and simulateTransaction receive it: base58 (their default) or base64. */
export function decodeWireTransaction(encoded: string, encoding: 'base58' | 'base64' = 'base58'): Transaction {
  let bytes: Uint8Array
  try {
    bytes = encoding === 'base64' ? base64.decode(encoded) : base58.decode(encoded)
  } catch {
    throw invalidParams(`invalid ${encoding} encoding: the transaction is not ${encoding}`)
  }
  if (bytes.length > MAX_TRANSACTION_BYTES)
    throw invalidParams(
      `base64 encoded solana_transaction::versioned::VersionedTransaction too large: ${bytes.length} bytes (max: encoded/raw ${Math.ceil((MAX_TRANSACTION_BYTES * 4) / 3)}/${MAX_TRANSACTION_BYTES})`,
    )
  try {
    const transaction = transactionDecoder.decode(bytes)
    decodeRunnableMessage(transaction.messageBytes)
    return transaction
  } catch (error) {
    throw invalidParams(`failed to deserialize solana_transaction::versioned::VersionedTransaction: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Whether every required signature is present and signs the message with its account's key. */
export function signaturesVerify(transaction: Transaction): boolean {
  return Object.entries(transaction.signatures).every(
    ([signer, signature]) => signature !== null && ed25519.verify(Uint8Array.from(signature), Uint8Array.from(transaction.messageBytes), base58.decode(signer)),
  )
}
