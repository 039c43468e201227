import type { Network } from '@foyer/core/internal'

export const devnet: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Foyer Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

export const devnet2: Network = {
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Foyer Devnet 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['http://127.0.0.1:4000/v1/?chainId=eip155:31338'] },
    chainDefault: { http: ['http://127.0.0.1:8546'] },
  },
  blockExplorers: { default: { name: 'Devscan', url: 'http://127.0.0.1:8547' } },
}
