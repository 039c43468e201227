import type { CoingeckoClient } from './coingeckoClient.ts'
import { NATIVE_ASSET, pricedAsset, type FiatPrices, type PricedAsset, type PriceSource } from './priceSource.ts'

/** What CoinGecko calls one chain's assets. */
export interface CoingeckoChain {
  /** The asset platform its tokens are listed under (`ethereum`, `base`). */
  platform: string
  /** The coin id of its native currency (`ethereum`). */
  nativeCoinId: string
}

/**
 * The `coingecko` price source of one chain: its native currency by coin id (/simple/price), its
 * tokens by contract address (/simple/token_price/{platform}), asked together. Chains on the same
 * API share its client, so they share one failure window in the price book.
 */
export function coingeckoPrices(client: CoingeckoClient, chain: CoingeckoChain, ttlMs: number): PriceSource {
  return {
    upstream: client.upstream,
    ttlMs,
    async fetch(assets) {
      const tokens = assets.filter((asset) => asset !== NATIVE_ASSET)
      const [native, tokenPrices] = await Promise.all([
        assets.includes(NATIVE_ASSET) ? client.coinPrices([chain.nativeCoinId]) : undefined,
        tokens.length > 0 ? client.tokenPrices(chain.platform, tokens) : undefined,
      ])
      const prices = new Map<PricedAsset, FiatPrices>()
      const nativePrices = native?.get(chain.nativeCoinId)
      if (nativePrices) prices.set(NATIVE_ASSET, nativePrices)
      for (const [address, quote] of tokenPrices ?? []) prices.set(pricedAsset(address), quote)
      return prices
    },
  }
}
