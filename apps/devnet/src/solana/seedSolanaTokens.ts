import { getCreateAccountInstruction } from '@solana-program/system'
import { getCreateAssociatedTokenIdempotentInstructionAsync, getInitializeMint2Instruction, getMintSize, getMintToCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { base58 } from '@scure/base'
import { createKeyPairSignerFromBytes, type Address, type Instruction, type KeyPairSigner } from '@solana/kit'
import { parseUnits } from 'viem'
import { fixedDevKeypair, type SolanaDevAccount } from './solanaDevKeys.ts'
import { signForLedger } from './signForLedger.ts'
import type { SolanaLedger } from './solanaLedger.ts'
import type { SolanaTokenPlan } from './solanaPlan.ts'
import { transactionErrorText } from './transactionError.ts'

export interface SolanaDevnetToken {
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  /** The mint's address, fixed by the token's symbol. */
  mint: string
  /** The SPL Token program that owns it. */
  programId: string
}

/**
 * Creates each planned token with real transactions, as a person would with the spl-token CLI: the
 * mint (authority: dev account 0, which pays), then for each holder its associated token account
 * and the planned balance minted into it.
 */
export async function seedSolanaTokens(ledger: SolanaLedger, plans: SolanaTokenPlan[], accounts: SolanaDevAccount[]): Promise<SolanaDevnetToken[]> {
  const authority = await signerOf(accounts[0]!)
  const tokens: SolanaDevnetToken[] = []
  for (const plan of plans) {
    const mint = await signerOf(fixedDevKeypair(`mint ${plan.symbol}`))
    const instructions: Instruction[] = [
      getCreateAccountInstruction({
        payer: authority,
        newAccount: mint,
        lamports: ledger.rentExemption(BigInt(getMintSize())),
        space: getMintSize(),
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint: mint.address, decimals: plan.decimals, mintAuthority: authority.address, freezeAuthority: null }),
    ]
    for (const [index, balance] of Object.entries(plan.balances)) {
      const owner = accounts[Number(index)]!.address as Address
      const ataInstruction = await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: authority, owner, mint: mint.address })
      const ata = ataInstruction.accounts[1].address
      instructions.push(ataInstruction, getMintToCheckedInstruction({ mint: mint.address, token: ata, mintAuthority: authority, amount: parseUnits(balance, plan.decimals), decimals: plan.decimals }))
    }
    await submitSigned(ledger, authority, instructions)
    tokens.push({ name: plan.name, symbol: plan.symbol, decimals: plan.decimals, priceUsd: plan.priceUsd, mint: mint.address, programId: TOKEN_PROGRAM_ADDRESS })
  }
  return tokens
}

async function signerOf(account: SolanaDevAccount): Promise<KeyPairSigner> {
  return createKeyPairSignerFromBytes(base58.decode(account.secretKey))
}

async function submitSigned(ledger: SolanaLedger, payer: KeyPairSigner, instructions: Instruction[]): Promise<void> {
  const outcome = ledger.submit(await signForLedger(ledger, payer, instructions))
  const error = 'refused' in outcome ? outcome.refused : outcome.landed.err
  if (error !== null) throw new Error(`seeding the Solana devnet failed: ${transactionErrorText(error)}`)
}
