import type { CaipNetworkId } from '../caip.ts'
import { servedNamespaces } from '../namespaces/namespaces.ts'
import type { AnyServedNamespace } from '../namespaces/servedNamespace.ts'

/**
 * Networks as onramp providers name them ("ethereum", "base", "solana") and the CAIP-2 ids Foyer
 * uses. A provider's network carries a chain id where it has one (a CAIP-2 reference: an EVM chain
 * id in decimal, a Solana cluster's genesis-hash prefix), whose shape tells its namespace; the
 * well-known names below cover those that do not.
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
  return (
    displayName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'network'
  )
}

/** The CAIP-2 id of a provider's network, or undefined when neither its chain id nor its name says. */
export function caipNetworkOf(network: { name: string; chainId: string }): CaipNetworkId | undefined {
  const namespace = (servedNamespaces as readonly AnyServedNamespace[]).find((each) => each.referencePattern.test(network.chainId))
  if (namespace) return `${namespace.name}:${network.chainId}`
  return WELL_KNOWN[network.name.toLowerCase()]
}
