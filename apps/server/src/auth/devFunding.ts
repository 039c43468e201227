import { address, createSolanaRpc, lamports as asLamports } from '@solana/kit'
import type { FastifyBaseLogger } from 'fastify'
import type { ChainConfig } from '../namespaces/eip155/eip155ChainConfig.ts'
import type { SolanaChainConfig } from '../namespaces/solana/solanaChainConfig.ts'

export interface DevFunding {
  /** Given on every EVM chain with anvil's `anvil_setBalance`. */
  wei?: bigint
  /** Asked of every Solana chain's faucet with `requestAirdrop` (the devnet's, or a cluster's that has one). */
  lamports?: bigint
}

/**
 * Funds each new embedded wallet on the local chains, so a visitor of `npm start` can send a
 * transaction right after logging in: its EVM address on every EVM chain (anvil chains only), its
 * Solana address on every Solana chain. Dev mode only.
 */
export function fundOnDevnet(chains: { evm: readonly ChainConfig[]; solana: readonly SolanaChainConfig[] }, amounts: DevFunding, log: FastifyBaseLogger) {
  return async (user: { id: string; evmAddress: string; solanaAddress: string }): Promise<void> => {
    const funded: string[] = []
    await Promise.all([
      ...(amounts.wei ? chains.evm.map((chain) => setEvmBalance(chain, user.evmAddress, amounts.wei!).then(() => funded.push(chain.caipNetworkId))) : []),
      ...(amounts.lamports ? chains.solana.map((chain) => airdrop(chain, user.solanaAddress, amounts.lamports!).then(() => funded.push(chain.caipNetworkId))) : []),
    ])
    log.info({ userId: user.id, evmAddress: user.evmAddress, solanaAddress: user.solanaAddress }, `auth: dev funding gave the new wallet ${amounts.wei ?? 0n} wei and ${amounts.lamports ?? 0n} lamports on ${funded.join(', ')}`)
  }
}

async function setEvmBalance(chain: ChainConfig, owner: string, wei: bigint): Promise<void> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [owner, `0x${wei.toString(16)}`] }),
    signal: AbortSignal.timeout(5_000),
  })
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } }
  if (!response.ok || answer.error) throw new Error(`${chain.caipNetworkId} did not fund ${owner}: ${answer.error?.message ?? response.status}`)
}

async function airdrop(chain: SolanaChainConfig, owner: string, amount: bigint): Promise<void> {
  await createSolanaRpc(chain.rpcUrl).requestAirdrop(address(owner), asLamports(amount)).send({ abortSignal: AbortSignal.timeout(5_000) })
}
