import type { Network } from '@foyer/core/internal'

export interface EvmNetworkParams {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency?: Network['nativeCurrency']
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
  imageUrl?: string
}

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** An EVM network in Foyer's shape from the few facts a host knows about it. */
export function evmNetwork(params: EvmNetworkParams): Network {
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
