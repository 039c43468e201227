import { FIAT_CURRENCIES, FIAT_PER_USD, roundFiat } from './fiatCurrencies.ts'
import { NATIVE_ASSET, pricedAsset, type FiatPrices, type PricedAsset, type PriceSource } from './priceSource.ts'

/**
 * The `fixed` price source: the chain's own numbers (nativePriceUsd, each token's priceUsd), in
 * every currency by the fixed reference rates. The devnet's dev prices, or a chains file's fixed
 * numbers; an asset without a number has no price.
 */
export function fixedPrices(chain: { nativePriceUsd?: number | undefined; tokens: readonly { address: string; priceUsd?: number | undefined }[] }): PriceSource {
  const table = new Map<PricedAsset, FiatPrices>()
  if (chain.nativePriceUsd !== undefined) table.set(NATIVE_ASSET, inEveryCurrency(chain.nativePriceUsd))
  for (const token of chain.tokens) {
    if (token.priceUsd !== undefined) table.set(pricedAsset(token.address), inEveryCurrency(token.priceUsd))
  }
  return {
    upstream: 'fixed prices',
    ttlMs: Infinity,
    fetch: async (assets) => new Map(assets.flatMap((asset) => (table.has(asset) ? [[asset, table.get(asset)!] as const] : []))),
  }
}

function inEveryCurrency(priceUsd: number): FiatPrices {
  return Object.fromEntries(FIAT_CURRENCIES.map((currency) => [currency, roundFiat(priceUsd * FIAT_PER_USD[currency])]))
}
