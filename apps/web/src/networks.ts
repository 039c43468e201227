import { evmNetwork } from '@foyer/adapter-evm'
import type { Network } from '@foyer/react'
import type { WebConfig } from './config.ts'

/** The devnet chains as Foyer networks. They are not testnets to Foyer, so balances are fetched. */
export function devnetNetworks(config: WebConfig): [Network, ...Network[]] {
  return config.chains.map((chain) => evmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl, nativeCurrency: chain.nativeCurrency })) as [Network, ...Network[]]
}
