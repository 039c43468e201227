import type { CaipNetworkId } from '../caip.ts'

/**
 * Networks as onramp providers name them ("ethereum", "base", "solana") and the CAIP-2 ids Foyer
 * uses. A provider's network carries a chain id where it has one (an EVM chain id in decimal, or a
 * Solana cluster's genesis-hash prefix); the well-known names below cover those that do not.
 */
const WELL_KNOWN: Record<string, CaipNetworkId> = {
  ethereum: 'eip155:1',
  optimism: 'eip155:10',
  bnb: 'eip155:56',
  'bnb-chain': 'eip155:56',
  gnosis: 'eip155:100',
  unichain: 'eip155:130',
  polygon: 'eip155:137',
  zksync: 'eip155:324',
  base: 'eip155:8453',
  arbitrum: 'eip155:42161',
  avacchain: 'eip155:43114',
  avalanche: 'eip155:43114',
  celo: 'eip155:42220',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

/** A network's name from its display name: "Foyer Devnet L2" → "foyer-devnet-l2" (how the stand-ins and the fallback name served chains). */
export function networkNameOf(displayName: string): string {
  return displayName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'network'
}

/** The CAIP-2 id of a provider's network, or undefined when neither its chain id nor its name says. */
export function caipNetworkOf(network: { name: string; chainId: string }): CaipNetworkId | undefined {
  if (/^[1-9]\d{0,15}$/.test(network.chainId)) return `eip155:${Number(network.chainId)}`
  if (/^[1-9A-HJ-NP-Za-km-z]{32}$/.test(network.chainId)) return `solana:${network.chainId}`
  return WELL_KNOWN[network.name.toLowerCase()]
}

export type Namespace = 'eip155' | 'solana'

export function namespaceOf(caipNetworkId: CaipNetworkId): Namespace {
  return caipNetworkId.startsWith('solana:') ? 'solana' : 'eip155'
}
