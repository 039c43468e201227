import type { FiatCurrency } from './fiatCurrencies.ts'

/** The address wallets and the spec use for a chain's native currency (POST /v1/fungible/price takes it too). */
export const NATIVE_ASSET = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * What is priced on a chain: its native currency (NATIVE_ASSET) or one of its tokens, by address:
 * an EVM contract in lowercase, a Solana mint as it is (base58 is case-sensitive).
 */
export type PricedAsset = string

/** The price of one whole unit in each fiat currency the source quotes; a currency it did not quote is missing. */
export type FiatPrices = Partial<Record<FiatCurrency, number>>

/**
 * Where one chain's prices come from (spec §7's balances and fungible prices). A source only
 * fetches: caching, sharing fetches under way, and what a failure means are the price book's.
 */
export interface PriceSource {
  /**
   * Names the service asked, for logs, and lets chains that ask the same service share one
   * failure window. Never holds an API key.
   */
  readonly upstream: string
  /** How long an answer is fresh; Infinity for prices that never change. */
  readonly ttlMs: number
  /** Prices of these assets; an asset missing from the answer has no price there. Throws when the source cannot answer. */
  fetch(assets: readonly PricedAsset[]): Promise<ReadonlyMap<PricedAsset, FiatPrices>>
}

/** A price source did not answer usably; the message says how, never with a key or a keyed URL. */
export class PriceSourceError extends Error {
  override name = 'PriceSourceError'
}

/** The key prices are kept under for an address as configured or asked for (an EVM address in any letter case). */
export function pricedAsset(address: string): PricedAsset {
  return address.startsWith('0x') ? address.toLowerCase() : address
}
