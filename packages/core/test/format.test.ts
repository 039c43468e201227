import { afterEach, describe, expect, it } from 'vitest'
import { dropLowQualityTokens, formatAmount, formatExactAmount, formatFiat, setNumberLocale, totalFiatValue, truncateAddress } from '../src/format.ts'
import { formatExactUnits } from '../src/send/sendRules.ts'
import { tokenBalance } from './fixtures/apiServer.ts'

describe('display formats (spec §9)', () => {
  it('addresses are truncated to their start and end', () => {
    expect(truncateAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678')
  })

  it('a short address is shown whole', () => {
    expect(truncateAddress('0x12345678')).toBe('0x12345678')
  })

  it('amounts display to 3 decimals, cut and never rounded up', () => {
    expect(formatAmount('1.23456')).toBe('1.234')
    expect(formatAmount('0.9999')).toBe('0.999')
  })

  it('trailing zeros are dropped and thousands grouped', () => {
    expect(formatAmount('1234567.100')).toBe('1,234,567.1')
    expect(formatAmount('5')).toBe('5')
    expect(formatAmount('-1000.5')).toBe('-1,000.5')
  })

  it('fiat displays to 2 decimals', () => {
    expect(formatFiat(1234.5)).toBe('$1,234.50')
    expect(formatFiat(0.005, 'EUR')).toBe('€0.01')
  })
})

describe('numbers in the visitor’s locale', () => {
  afterEach(() => setNumberLocale('en-US'))

  it('an amount keeps every digit it shows and is grouped and pointed the locale’s way, with Latin digits everywhere', () => {
    setNumberLocale('de')
    expect(formatAmount('1234567.1239')).toBe('1.234.567,123')
    expect(formatExactAmount('123456789012345678901234.000000000000000001')).toBe('123.456.789.012.345.678.901.234,000000000000000001')
    setNumberLocale('hi')
    expect(formatAmount('1234567.5')).toBe('12,34,567.5')
    setNumberLocale('fr')
    expect(formatAmount('1234.5').replace(/\s/g, ' ')).toBe('1 234,5')
    setNumberLocale('ar')
    expect(formatAmount('1234.5')).toMatch(/^1.234.5$/)
    expect(formatAmount('1234.5')).not.toMatch(/[٠-٩]/)
  })

  it('fiat is written the locale’s way', () => {
    setNumberLocale('de')
    expect(formatFiat(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 $')
    setNumberLocale('ja')
    expect(formatFiat(1234.5)).toBe('$1,234.50')
    // The dollar is '$', not 'US$', which reads '$US' in right-to-left text.
    setNumberLocale('ar')
    expect(formatFiat(1234.5)).not.toContain('US')
    expect(formatFiat(1234.5)).toContain('$')
  })
})

describe('token balances', () => {
  it("tokens with decimals '0' are dropped as low quality", () => {
    const kept = tokenBalance({ symbol: 'ETH' })
    const spam = tokenBalance({ symbol: 'SPAM', address: 'eip155:1:0xspam', quantity: { decimals: '0', numeric: '1000000' } })
    expect(dropLowQualityTokens([kept, spam])).toEqual([kept])
  })

  it('the total fiat value sums the holdings and ignores non-numbers', () => {
    expect(totalFiatValue([tokenBalance({ value: 10.5 }), tokenBalance({ value: 2 }), tokenBalance({ value: Number.NaN })])).toBe(12.5)
  })
})

describe('exact amounts where a visitor confirms (P13 finding 17)', () => {
  it('an exact amount keeps every decimal the token has, grouped, never rounded: what the chain moves', () => {
    expect(formatExactAmount('1.234567')).toBe('1.234567')
    expect(formatExactAmount('1234567.000000000000000001')).toBe('1,234,567.000000000000000001')
    expect(formatExactAmount('5.100')).toBe('5.1')
    expect(formatExactAmount('0')).toBe('0')
  })

  it('from the smallest units: 1234567 of a 6-decimal token is 1.234567, while a list still cuts it to 1.234', () => {
    expect(formatExactUnits(1_234_567n, 6)).toBe('1.234567')
    expect(formatExactUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatAmount('1.234567')).toBe('1.234')
  })
})
