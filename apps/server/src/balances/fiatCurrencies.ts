/**
 * Fiat currencies balances can be valued in, as units per US dollar. Like the devnet's token
 * prices these are fixed dev reference rates: a price feed replaces both when real chains are
 * configured, and nothing else changes.
 */
export const FIAT_PER_USD = { usd: 1, eur: 0.92, gbp: 0.79 } as const

export type FiatCurrency = keyof typeof FIAT_PER_USD
export const FIAT_CURRENCIES = Object.keys(FIAT_PER_USD) as [FiatCurrency, ...FiatCurrency[]]
