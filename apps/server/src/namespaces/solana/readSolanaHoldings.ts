import { address, createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit'
import type { UpstreamPolicy } from '../../rpc/upstreams.ts'
import { onAnyNode } from './onAnyNode.ts'
import type { Holding } from '../../balances/holding.ts'
import type { SolanaChainConfig } from './solanaChainConfig.ts'

/** The SPL Token program and Token-2022, whose accounts an owner's tokens may be in. */
const TOKEN_PROGRAMS = [address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'), address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')]

/** One Solana chain's reads, over its nodes in order (primary, then fallbacks). */
export interface SolanaReader {
  holdings(owner: string): Promise<Holding[]>
}

/**
 * Reads an account's SOL and its SPL tokens (both token programs' accounts by owner, summed by
 * mint) through @solana/kit, whose client keeps lamports exact as bigints. Only the chain's listed
 * mints are reported, with their configured names; zero amounts are left out. A node that cannot be
 * reached within the policy (retries, then the next URL) gives UpstreamsUnavailableError, as the
 * EVM reads do.
 */
export function solanaReader(chain: Pick<SolanaChainConfig, 'rpcUrl' | 'rpcUrls' | 'nativeCurrency' | 'tokens'>, policy: UpstreamPolicy): SolanaReader {
  const nodes = [chain.rpcUrl, ...(chain.rpcUrls ?? [])].map((url) => createSolanaRpc(url))
  const listed = new Map(chain.tokens.map((token) => [token.mint, token]))
  return {
    async holdings(owner) {
      const { native, amounts } = await onAnyNode(nodes, policy, (rpc, signal) => readAccount(rpc, owner, signal))
      const tokens = [...listed.values()]
        .filter((token) => token.decimals > 0)
        .map((token): Holding => ({ name: token.name, symbol: token.symbol, decimals: token.decimals, tokenAddress: token.mint, amount: amounts.get(token.mint) ?? 0n }))
      return [{ ...chain.nativeCurrency, amount: native }, ...tokens].filter((holding) => holding.amount > 0n)
    },
  }
}

async function readAccount(rpc: Rpc<SolanaRpcApi>, owner: string, signal: AbortSignal) {
  const account = address(owner)
  const [balance, ...tokenAccounts] = await Promise.all([
    rpc.getBalance(account).send({ abortSignal: signal }),
    ...TOKEN_PROGRAMS.map((programId) => rpc.getTokenAccountsByOwner(account, { programId }, { encoding: 'jsonParsed' }).send({ abortSignal: signal })),
  ])
  const amounts = new Map<string, bigint>()
  for (const { value } of tokenAccounts) {
    for (const { account: tokenAccount } of value) {
      const { mint, tokenAmount } = tokenAccount.data.parsed.info
      amounts.set(mint, (amounts.get(mint) ?? 0n) + BigInt(tokenAmount.amount))
    }
  }
  return { native: balance.value, amounts }
}
