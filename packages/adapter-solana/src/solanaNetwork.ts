import type { Network } from '@foyer/core/internal'

/** The public clusters by their CAIP-2 reference (the first 32 characters of their genesis hash). */
export const SOLANA_CLUSTERS = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const

export { SOLANA_ADDRESS_PATTERN } from './solana/solanaAddress.ts'
const CLUSTER_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/

export interface SolanaNetworkParams {
  /** The genesis hash (or its first 32 characters), or a public cluster's name. */
  genesisHash: string
  name: string
  rpcUrl: string
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
  imageUrl?: string
}

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** A Solana network in Foyer's shape: its id is the CAIP-2 reference, `solana:<first 32 characters of the genesis hash>`. */
export function solanaNetwork(params: SolanaNetworkParams): Network {
  const reference = params.genesisHash in SOLANA_CLUSTERS ? SOLANA_CLUSTERS[params.genesisHash as keyof typeof SOLANA_CLUSTERS] : params.genesisHash.slice(0, 32)
  if (!CLUSTER_REFERENCE.test(reference)) throw new TypeError(`genesisHash must be a base58 genesis hash (at least 32 characters) or mainnet, devnet or testnet; got "${params.genesisHash}"`)
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name: params.name,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [params.rpcUrl] } },
    ...(params.blockExplorer && { blockExplorers: { default: params.blockExplorer } }),
    ...(params.imageUrl && { assets: { imageUrl: params.imageUrl } }),
    testnet: params.testnet ?? reference !== SOLANA_CLUSTERS.mainnet,
  }
}

/**
 * The Wallet Standard's name for a cluster (`solana:mainnet`, `solana:devnet`, `solana:testnet`);
 * any other cluster is a local one to a wallet (`solana:localnet`).
 */
export function walletStandardChain(network: Pick<Network, 'id'>): `solana:${string}` {
  for (const [name, reference] of Object.entries(SOLANA_CLUSTERS)) if (reference === network.id) return `solana:${name}`
  return 'solana:localnet'
}
