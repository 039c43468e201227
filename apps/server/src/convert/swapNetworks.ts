import { SWAP_CHAIN_IDS } from '@foyer/core/internal'

/**
 * Spec §9's swap networks (eip155 chain ids): Ethereum, Arbitrum, Optimism, zkSync Era, Base, BNB
 * Chain, Polygon, Gnosis, Avalanche, Fantom, Kaia (Klaytn) and Aurora. Besides them, a chain with its
 * own AMM configured (the devnet's) swaps too.
 */
export const SWAP_NETWORKS: readonly number[] = SWAP_CHAIN_IDS

/** Whether a CAIP-2 id names one of §9's swap networks. */
export function isSwapNetwork(caipNetworkId: string): boolean {
  const match = /^eip155:(\d{1,16})$/.exec(caipNetworkId)
  return match !== null && SWAP_NETWORKS.includes(Number(match[1]))
}
