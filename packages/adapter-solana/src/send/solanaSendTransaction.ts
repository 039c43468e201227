/**
 * A planned Solana send as an unsigned transaction's wire bytes (@solana/kit's encoder), which the
 * wallet signs and sends (`solana_signAndSendTransaction`, every connector of the namespace): the
 * sender pays the fee; SOL moves by the system program's transfer; a token by `transferChecked`,
 * after the associated-token program's idempotent create of the receiver's account when the plan
 * found it missing (idempotent: a receiver who opened it meanwhile costs nothing more).
 */
import { getTransferSolInstruction } from '@solana-program/system'
import { getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction } from '@solana-program/token'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
  type Instruction,
} from '@solana/kit'
import type { Blockhash as LatestBlockhash } from './solanaChainReads.ts'
import type { SolanaSendPlan } from './solanaSendPlan.ts'

export function solanaSendTransaction(plan: SolanaSendPlan, lifetime: LatestBlockhash): Uint8Array {
  // The wallet signs: the sender is a signer without a key here.
  const sender = createNoopSigner(address(plan.from))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(sender.address, m),
    (m) => appendTransactionMessageInstructions(instructionsOf(plan, sender), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: lifetime.lastValidBlockHeight }, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

function instructionsOf(plan: SolanaSendPlan, sender: ReturnType<typeof createNoopSigner>): Instruction[] {
  const { token } = plan
  if (!token) return [getTransferSolInstruction({ source: sender, destination: address(plan.to), amount: plan.units })]
  const tokenProgram = address(token.program)
  const transfer = getTransferCheckedInstruction(
    { source: address(token.source), mint: address(token.mint), destination: address(token.destination), authority: sender, amount: plan.units, decimals: token.decimals },
    { programAddress: tokenProgram },
  )
  if (!token.createDestination) return [transfer]
  const create = getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: address(token.destination), owner: address(plan.to), mint: address(token.mint), tokenProgram })
  return [create, transfer]
}
