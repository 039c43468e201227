import { getTransferSolInstruction } from '@solana-program/system'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/** A SOL transfer from `from`, unsigned, as a host builds it with @solana/kit: its wire bytes, on the node's latest blockhash. */
export async function solTransfer({ rpcUrl, from, to, lamports }: { rpcUrl: string; from: string; to: string; lamports: bigint }): Promise<Uint8Array> {
  const { value: lifetime } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: createNoopSigner(address(from)), destination: address(to), amount: lamports })], m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
