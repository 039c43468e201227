import type { ChainConfig } from '../namespaces/eip155/eip155ChainConfig.ts'
import type { SolanaChainConfig } from '../namespaces/solana/solanaChainConfig.ts'
import { coingeckoClient, type CoingeckoClient } from './coingeckoClient.ts'
import { coingeckoPrices } from './coingeckoPrices.ts'
import { fixedPrices } from './fixedPrices.ts'
import type { ChainPrices } from './priceBook.ts'
import type { PriceSource } from './priceSource.ts'

type PricedSolanaChain = Omit<SolanaChainConfig, 'tokens'> & { tokens: (SolanaChainConfig['tokens'][number] & { address: string })[] }

/**
 * Each served chain's price source, as its configuration names it. Chains on the same API settings
 * share one client. A new kind of source is a file beside these and one case here.
 */
export function chainPriceSources(chains: readonly ChainConfig[], solanaChains: readonly SolanaChainConfig[] = []): ChainPrices[] {
  const clients = new Map<string, CoingeckoClient>()
  const sourceOf = (chain: ChainConfig | PricedSolanaChain): PriceSource => {
    const prices = chain.prices
    switch (prices.source) {
      case 'fixed':
        return fixedPrices(chain)
      case 'coingecko': {
        const { baseUrl, apiKey, apiKeyHeader, timeoutMs } = prices.api
        const clientKey = JSON.stringify([baseUrl, apiKey, apiKeyHeader, timeoutMs])
        const client = clients.get(clientKey) ?? coingeckoClient(prices.api)
        clients.set(clientKey, client)
        return coingeckoPrices(client, prices, prices.api.cacheTtlMs)
      }
    }
  }
  // A Solana chain's tokens are priced by mint, as an EVM chain's by contract address.
  const priced = [...chains, ...solanaChains.map((chain) => ({ ...chain, tokens: chain.tokens.map((token) => ({ ...token, address: token.mint })) }))]
  return priced.map((chain) => ({ chainId: chain.caipNetworkId, source: sourceOf(chain), tokenAddresses: chain.tokens.map((token) => token.address) }))
}
