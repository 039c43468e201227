import { address, createSolanaRpc, lamports as asLamports } from '@solana/kit'
import type { SolanaChainConfig } from '../solanaChainConfig.ts'

/** Asks a cluster's faucet (`requestAirdrop`: the devnet's, or a cluster's that has one) for lamports: dev funding of a new embedded wallet. */
export async function airdrop(chain: SolanaChainConfig, owner: string, amount: bigint): Promise<void> {
  await createSolanaRpc(chain.rpcUrl)
    .requestAirdrop(address(owner), asLamports(amount))
    .send({ abortSignal: AbortSignal.timeout(5_000) })
}
