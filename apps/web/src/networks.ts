import type { Network } from '@foyer/react'
import type { WebConfig } from './config.ts'

/** The devnet chains as Foyer networks. They are marked mainnet-like so balances are fetched. */
export function devnetNetworks(config: WebConfig): [Network, ...Network[]] {
  const networks = config.chains.map(
    (chain): Network => ({
      id: chain.chainId,
      caipNetworkId: `eip155:${chain.chainId}`,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: false,
    }),
  )
  return networks as [Network, ...Network[]]
}
