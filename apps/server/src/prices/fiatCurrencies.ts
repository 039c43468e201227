/**
 * Fiat currencies balances can be valued in, as units per US dollar. These fixed reference rates
 * serve the fixed price source only (the devnet's table, a chains file's fixed numbers); a real
 * price source (CoinGecko) quotes each currency itself.
 */
export const FIAT_PER_USD = { usd: 1, eur: 0.92, gbp: 0.79 } as const

export type FiatCurrency = keyof typeof FIAT_PER_USD
export const FIAT_CURRENCIES = Object.keys(FIAT_PER_USD) as [FiatCurrency, ...FiatCurrency[]]

/** Drops binary floating-point noise (1150.4600000000001); 8 places outlast any fiat display. */
export function roundFiat(value: number): number {
  return Math.round(value * 1e8) / 1e8
}
