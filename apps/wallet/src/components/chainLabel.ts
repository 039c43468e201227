import type { WalletChain } from '../config.ts'
import { evmChainId } from '../lib/chains.ts'

/** `Foyer L1 (31337)` for a devnet chain, the CAIP-2 id itself for any other. */
export function chainLabel(caip2Id: string, chains: readonly WalletChain[]): string {
  const chainId = evmChainId(caip2Id)
  const chain = chains.find((c) => c.chainId === chainId)
  return chain ? `${chain.name} (${chain.chainId})` : caip2Id
}
