import { afterEach, describe, expect, it } from 'vitest'
import { setNumberLocale } from '../src/format.ts'
import { parseFiatAmount } from '../src/onramp/onrampRules.ts'
import { parseUnits } from '../src/send/sendRules.ts'
import { typedDecimal } from '../src/typedDecimal.ts'

afterEach(() => setNumberLocale('en-US'))

describe('typedDecimal: an amount typed with a point or a comma, never read two ways', () => {
  it('reads either separator as the decimal one, in English and in German', () => {
    for (const locale of ['en-US', 'de']) {
      setNumberLocale(locale)
      expect(typedDecimal('1.5'), locale).toBe('1.5')
      expect(typedDecimal('1,5'), locale).toBe('1.5')
      expect(typedDecimal(' ,25 '), locale).toBe('.25')
      expect(typedDecimal('0,001'), `${locale}: a leading 0 is never grouped`).toBe('0.001')
      expect(typedDecimal('12'), locale).toBe('12')
    }
  })

  it("reads the locale's own separator before three digits as the decimal one", () => {
    setNumberLocale('en-US')
    expect(typedDecimal('1.000')).toBe('1.000')
    setNumberLocale('de')
    expect(typedDecimal('1,000')).toBe('1.000')
  })

  it("refuses the other separator before exactly three digits: that is the locale's thousands grouping", () => {
    setNumberLocale('en-US')
    expect(typedDecimal('1,000')).toBeNull()
    expect(typedDecimal('12,500')).toBeNull()
    setNumberLocale('de')
    expect(typedDecimal('1.000')).toBeNull()
    expect(typedDecimal('1.0001'), 'four digits cannot be a group').toBe('1.0001')
  })

  it('refuses grouping, signs, exponents and anything without a digit', () => {
    for (const bad of ['1,000.5', '1.000,5', '1.2.3', '-1', '+1', '1e3', '', ' ', '.', ',', 'abc', '1 000']) expect(typedDecimal(bad), bad).toBeNull()
  })
})

describe('the amount fields read a comma as a German phone keyboard types it', () => {
  it('parseUnits: "1,5" of a 6-decimal token is 1,500,000 units', () => {
    setNumberLocale('de')
    expect(parseUnits('1,5', 6)).toBe(1_500_000n)
    expect(parseUnits('0,000001', 6)).toBe(1n)
  })

  it('parseFiatAmount: "99,5" is 99.5, and "1,000" in English is not one dollar', () => {
    expect(parseFiatAmount('99,5')).toBe(99.5)
    expect(parseFiatAmount('1,000')).toBeNull()
  })
})
