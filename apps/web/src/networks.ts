import { bitcoinNetwork } from '@foyer/adapter-bitcoin'
import { evmNetwork } from '@foyer/adapter-evm'
import { solanaNetwork } from '@foyer/adapter-solana'
import { polkadotNetwork } from '@foyer/adapter-polkadot'
import type { Network } from '@foyer/react'
import type { WebConfig } from './config.ts'

/**
 * The devnet chains as Foyer networks, the Solana chain after the EVM ones, then the Bitcoin and the
 * Polkadot chain where the devnet runs them (and `include` says so: their namespaces come with their
 * adapters). They are not testnets to Foyer, so balances are fetched.
 */
export function devnetNetworks(config: WebConfig, include: { bitcoin: boolean; polkadot: boolean }): [Network, ...Network[]] {
  const evm = config.chains.map((chain) => evmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl, nativeCurrency: chain.nativeCurrency }))
  const solana = config.solana ? [solanaNetwork({ ...config.solana, testnet: false })] : []
  const bitcoin = config.bitcoin && include.bitcoin ? [bitcoinNetwork({ network: config.bitcoin.genesisHash, name: config.bitcoin.name, esploraUrl: config.bitcoin.esploraUrl, testnet: false })] : []
  const polkadot =
    config.polkadot && include.polkadot
      ? [
          polkadotNetwork({
            network: config.polkadot.genesisHash,
            name: config.polkadot.name,
            rpcUrl: config.polkadot.rpcUrl,
            nativeCurrency: config.polkadot.nativeCurrency,
            ss58Prefix: config.polkadot.ss58Prefix,
            testnet: false,
          }),
        ]
      : []
  return [...evm, ...solana, ...bitcoin, ...polkadot] as [Network, ...Network[]]
}
