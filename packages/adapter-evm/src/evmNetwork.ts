import type { Network } from '@foyer/core/internal'
import type { Chain } from 'viem'

export interface EvmNetworkParams {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency?: Network['nativeCurrency']
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
  imageUrl?: string
}

/** What a host may change of a chain preset: its own RPC node (an API key's URL) and the network's image. */
export interface EvmChainOverrides {
  rpcUrl?: string
  imageUrl?: string
}

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/**
 * An EVM network in Foyer's shape: from one of viem's chain definitions (`evmNetwork(base)`, with
 * `import { base } from 'viem/chains'`: its name, currency, public RPC node and explorer), or from
 * the few facts a host knows about a chain viem does not define.
 */
export function evmNetwork(chain: Chain, overrides?: EvmChainOverrides): Network
export function evmNetwork(params: EvmNetworkParams): Network
export function evmNetwork(source: Chain | EvmNetworkParams, overrides: EvmChainOverrides = {}): Network {
  const params = 'rpcUrls' in source ? fromChain(source, overrides) : source
  return {
    id: params.id,
    caipNetworkId: `eip155:${params.id}`,
    chainNamespace: 'eip155',
    name: params.name,
    nativeCurrency: params.nativeCurrency ?? ETHER,
    rpcUrls: { default: { http: [params.rpcUrl] } },
    ...(params.blockExplorer && { blockExplorers: { default: params.blockExplorer } }),
    ...(params.imageUrl && { assets: { imageUrl: params.imageUrl } }),
    testnet: params.testnet ?? false,
  }
}

function fromChain(chain: Chain, overrides: EvmChainOverrides): EvmNetworkParams {
  const rpcUrl = overrides.rpcUrl ?? chain.rpcUrls.default.http[0]
  if (!rpcUrl) throw new TypeError(`Invalid network: ${chain.name} has no HTTP RPC URL; pass evmNetwork(chain, { rpcUrl })`)
  const explorer = chain.blockExplorers?.default
  return {
    id: chain.id,
    name: chain.name,
    rpcUrl,
    nativeCurrency: { ...chain.nativeCurrency },
    ...(explorer && { blockExplorer: { name: explorer.name, url: explorer.url } }),
    testnet: chain.testnet ?? false,
    ...(overrides.imageUrl && { imageUrl: overrides.imageUrl }),
  }
}
