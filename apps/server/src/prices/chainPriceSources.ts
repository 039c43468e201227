import type { CaipNetworkId } from '../caip.ts'
import { listedChains, type ListedChain, type ServedChains } from '../namespaces/namespaces.ts'
import { coingeckoClient, type CoingeckoClient } from './coingeckoClient.ts'
import { coingeckoPrices } from './coingeckoPrices.ts'
import { fixedPrices } from './fixedPrices.ts'
import type { ChainPrices } from './priceBook.ts'
import type { PriceSource } from './priceSource.ts'

/**
 * Each served chain's price source, as its configuration names it. Chains on the same API settings
 * share one client. A new kind of source is a file beside these and one case here.
 */
export function chainPriceSources(chains: ServedChains): ChainPrices[] {
  const clients = new Map<string, CoingeckoClient>()
  const sourceOf = (chain: ListedChain): PriceSource => {
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
  // Each namespace names its tokens by address: a Solana token by its mint, an EVM one by its contract.
  return listedChains(chains).map((chain) => ({ chainId: chain.caipNetworkId as CaipNetworkId, source: sourceOf(chain), tokenAddresses: chain.tokens.map((token) => token.address) }))
}
