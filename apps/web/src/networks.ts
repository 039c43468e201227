import { evmNetwork } from '@foyer/adapter-evm'
import { solanaNetwork } from '@foyer/adapter-solana'
import type { Network } from '@foyer/react'
import type { WebConfig } from './config.ts'

/** The devnet chains as Foyer networks, the Solana chain after the EVM ones. They are not testnets to Foyer, so balances are fetched. */
export function devnetNetworks(config: WebConfig): [Network, ...Network[]] {
  const evm = config.chains.map((chain) => evmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl, nativeCurrency: chain.nativeCurrency }))
  const solana = config.solana ? [solanaNetwork({ ...config.solana, testnet: false })] : []
  return [...evm, ...solana] as [Network, ...Network[]]
}
