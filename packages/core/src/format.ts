import { AMOUNT_DECIMALS, FIAT_DECIMALS } from './constants.ts'
import type { TokenBalance } from './types.ts'

/**
 * The locale numbers are written in (a BCP 47 tag): the modal's, set by its messages store when its
 * texts are in that language, so that words and numbers change together. One per page, as the
 * visitor is. Digits stay Latin in every locale, as addresses and amounts are read beside them.
 */
let numberLocale = 'en-US'

/** Writes numbers the way of `tag` from now on ('en-US', 'de', 'hi', …). */
export function setNumberLocale(tag: string): void {
  numberLocale = tag
}

const formatsByLocale = new Map<string, { integers: Intl.NumberFormat; decimal: string }>()

function numberFormats(tag: string): { integers: Intl.NumberFormat; decimal: string } {
  let formats = formatsByLocale.get(tag)
  if (!formats) {
    const decimal = new Intl.NumberFormat(tag, { numberingSystem: 'latn' }).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
    formats = { integers: new Intl.NumberFormat(tag, { numberingSystem: 'latn', maximumFractionDigits: 0 }), decimal }
    formatsByLocale.set(tag, formats)
  }
  return formats
}

/** The decimal separator numbers are written with now ('.' in English, ',' in German). */
export function decimalSeparator(): string {
  return numberFormats(numberLocale).decimal
}

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
  const { integers, decimal } = numberFormats(numberLocale)
  // The whole part as an exact integer, grouped the locale's way (1,234,567; 1.234.567; 12,34,567).
  const grouped = /^\d+$/.test(whole) ? integers.format(BigInt(whole)) : whole
  return `${numeric.startsWith('-') ? '-' : ''}${grouped}${kept ? `${decimal}${kept}` : ''}`
}

/**
 * A decimal string with every decimal kept, thousands grouped: what a review or approval screen
 * shows, the exact amount the chain will move (lists cut to 3 decimals with formatAmount).
 */
export function formatExactAmount(numeric: string): string {
  return formatAmount(numeric, Number.POSITIVE_INFINITY)
}

/**
 * Fiat to 2 decimals, in the given currency, written the visitor's way ($1,234.50; 1.234,50 $). The
 * dollar is '$' in every locale: 'US$' would read '$US' inside right-to-left text.
 */
export function formatFiat(value: number, currency = 'USD'): string {
  const parts = new Intl.NumberFormat(numberLocale, {
    style: 'currency',
    currency,
    numberingSystem: 'latn',
    minimumFractionDigits: FIAT_DECIMALS,
    maximumFractionDigits: FIAT_DECIMALS,
  }).formatToParts(value)
  return parts.map((part) => (part.type === 'currency' && currency === 'USD' ? '$' : part.value)).join('')
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
