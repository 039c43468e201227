import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
  type Transaction,
} from '@solana/kit'
import type { SolanaLedger } from './solanaLedger.ts'

/** A v0 transaction of the devnet's own (seeding, airdrops): paid by `payer`, on the ledger's latest blockhash, signed by every signer its instructions name. */
export async function signForLedger(ledger: SolanaLedger, payer: KeyPairSigner, instructions: Instruction[]): Promise<Transaction> {
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
  return signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash as Blockhash, lastValidBlockHeight }, message),
    ),
  )
}
