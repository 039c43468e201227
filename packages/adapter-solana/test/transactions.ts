import { getTransferSolInstruction } from '@solana-program/system'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
} from '@solana/kit'

/** An unsigned v0 transfer from `from`, as a host builds it with @solana/kit: its wire bytes. */
export function unsignedTransfer(from: string, to = '11111111111111111111111111111112', lamports = 1000n): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: { address: address(from) } as never, destination: address(to), amount: lamports })], m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash, lastValidBlockHeight: 100n }, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

/** The message part of a wire transaction (after its signatures). */
export function messageOf(transaction: Uint8Array): Uint8Array {
  return transaction.subarray(1 + transaction[0]! * 64)
}
