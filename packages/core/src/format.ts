import { AMOUNT_DECIMALS, FIAT_DECIMALS } from './constants.ts'
import type { TokenBalance } from './types.ts'

/** `0x1234…abcd`: the start and the end of an address, enough to recognise it. */
export function truncateAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`
}

/**
 * A decimal string cut (not rounded up) to 3 decimals, trailing zeros dropped: a balance must never
 * show more than the visitor holds. Works on the exact decimal string, no float rounding.
 */
export function formatAmount(numeric: string, decimals = AMOUNT_DECIMALS): string {
  const [whole = '0', fraction = ''] = numeric.replace(/^-/, '').split('.')
  const kept = fraction.slice(0, decimals).replace(/0+$/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${numeric.startsWith('-') ? '-' : ''}${grouped}${kept ? `.${kept}` : ''}`
}

/**
 * A decimal string with every decimal kept, thousands grouped: what a review or approval screen
 * shows, the exact amount the chain will move (lists cut to 3 decimals with formatAmount).
 */
export function formatExactAmount(numeric: string): string {
  return formatAmount(numeric, Number.POSITIVE_INFINITY)
}

/** Fiat to 2 decimals, in the given currency. */
export function formatFiat(value: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: FIAT_DECIMALS,
    maximumFractionDigits: FIAT_DECIMALS,
  }).format(value)
}

/** Tokens whose decimals are "0" are dropped as low quality (spec §5, §9). */
export function dropLowQualityTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}

/** The sum of the fiat values of a list of balances; one without a price (null) adds nothing. */
export function totalFiatValue(balances: readonly TokenBalance[]): number {
  return balances.reduce((sum, { value }) => sum + (value !== null && Number.isFinite(value) ? value : 0), 0)
}

/** Units as a decimal, every significant digit kept: (1500000n, 6) → '1.5'. */
export function formatUnits(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const fraction = decimals ? (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : ''
  return `${units / scale}${fraction ? `.${fraction}` : ''}`
}
