import type { PriceBook } from '../prices/priceBook.ts'
import { NATIVE_ASSET, pricedAsset } from '../prices/priceSource.ts'
import { FIAT_CURRENCIES, type FiatCurrency } from '../prices/fiatCurrencies.ts'
import type { CatalogueAsset, CatalogueNetwork } from './onrampCatalogue.ts'
import type { OnrampProviderId } from './onrampProvider.ts'
import type { QuoteAnswer } from './onrampSchemas.ts'

/** The fee a placeholder assumes: the top of the providers' 1–2 % range (spec §9), so it never understates the cost. */
export const PLACEHOLDER_FEE_RATE = 0.02

/**
 * Spec §8's placeholder quote, for when the provider cannot be asked: the amount less a 2 % fee,
 * bought at the server's own price of the asset (the price book), no network fee. Undefined when
 * the server has no price for the asset on that network in that currency: then there is nothing
 * honest to show, and the caller answers the provider's failure instead.
 */
export async function placeholderQuote(options: {
  prices: PriceBook
  provider: OnrampProviderId
  asset: CatalogueAsset
  network: CatalogueNetwork
  amount: string
  currency: string
}): Promise<QuoteAnswer | undefined> {
  const { network, asset, currency } = options
  const fiat = currency.toLowerCase() as FiatCurrency
  if (!network.caipNetworkId || !FIAT_CURRENCIES.includes(fiat)) return undefined
  const address = network.contractAddress ? pricedAsset(network.contractAddress) : NATIVE_ASSET
  const price = (await options.prices.pricesOf(network.caipNetworkId, [address])).get(address)?.[fiat]
  if (!price) return undefined
  const total = Number(options.amount)
  const fee = Math.round(total * PLACEHOLDER_FEE_RATE * 100) / 100
  const subtotal = total - fee
  const money = (amount: number) => ({ amount: amount.toFixed(2), currency })
  return {
    quoteId: 'placeholder',
    provider: options.provider,
    paymentTotal: money(total),
    paymentSubtotal: money(subtotal),
    purchaseAmount: { amount: trimmed((subtotal / price).toFixed(8)), currency: asset.symbol },
    networkFee: money(0),
    providerFee: money(fee),
    placeholder: true,
  }
}

function trimmed(decimal: string): string {
  return decimal.replace(/\.?0+$/, '')
}
