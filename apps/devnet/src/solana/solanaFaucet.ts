import { getTransferSolInstruction } from '@solana-program/system'
import { createKeyPairSignerFromBytes, type Address, type KeyPairSigner } from '@solana/kit'
import { base58 } from '@scure/base'
import { signForLedger } from './signForLedger.ts'
import { fixedDevKeypair } from './solanaDevKeys.ts'
import type { SolanaLedger, SubmitOutcome } from './solanaLedger.ts'

/** The faucet holds this much at genesis: more than any devnet session gives away. */
const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n
/** The most one airdrop gives, like a cluster's faucet cap. */
export const MAX_AIRDROP_LAMPORTS = 1000n * 1_000_000_000n

/**
 * requestAirdrop's faucet: a funded keypair that sends real transfer transactions, so an airdrop
 * has a signature, a slot and a place in the recipient's history like any other transaction.
 */
export class SolanaFaucet {
  private constructor(
    private readonly ledger: SolanaLedger,
    private readonly signer: KeyPairSigner,
  ) {}

  static async open(ledger: SolanaLedger): Promise<SolanaFaucet> {
    const keypair = fixedDevKeypair('faucet')
    const signer = await createKeyPairSignerFromBytes(base58.decode(keypair.secretKey))
    ledger.fundAtGenesis(signer.address, FAUCET_LAMPORTS)
    return new SolanaFaucet(ledger, signer)
  }

  get address(): string {
    return this.signer.address
  }

  async airdrop(recipient: string, lamports: bigint): Promise<SubmitOutcome> {
    // Each airdrop in a slot of its own: two equal airdrops to one address would otherwise be the same transaction.
    this.ledger.advanceSlot()
    const transfer = getTransferSolInstruction({ source: this.signer, destination: recipient as Address, amount: lamports })
    return this.ledger.submit(await signForLedger(this.ledger, this.signer, [transfer]))
  }
}
