import { describe, expect, it } from 'vitest'
import { CONFIRM_SWAP_LOSS_PERCENT, DEFAULT_MAX_SWAP_LOSS_PERCENT, fiatValue, swapRisk, valueLossPercent, WARN_SWAP_LOSS_PERCENT } from '../../src/swap/swapRisk.ts'

const risk = (priceImpact: number | undefined, valueLoss?: number, ceiling: number | false = DEFAULT_MAX_SWAP_LOSS_PERCENT) => swapRisk({ priceImpact, valueLoss, ceiling })

describe('swap risk on Review', () => {
  it('the thresholds are 5 % (warn), 15 % (a second press) and a 50 % ceiling by default', () => {
    expect([WARN_SWAP_LOSS_PERCENT, CONFIRM_SWAP_LOSS_PERCENT, DEFAULT_MAX_SWAP_LOSS_PERCENT]).toEqual([5, 15, 50])
  })

  it('below 5 % nothing is said; from 5 % the review warns', () => {
    expect(risk(0).level).toBe('none')
    expect(risk(4.99).level).toBe('none')
    expect(risk(5).level).toBe('warn')
    expect(risk(14.99).level).toBe('warn')
  })

  it('from 15 % the swap needs an explicit confirmation, up to the ceiling itself', () => {
    expect(risk(15).level).toBe('confirm')
    expect(risk(50).level).toBe('confirm')
  })

  it('above the ceiling the swap is refused, unless the host turned the ceiling off (then it needs the confirmation)', () => {
    expect(risk(50.01).level).toBe('refuse')
    expect(risk(88.67).level).toBe('refuse')
    expect(risk(88.67, undefined, false).level).toBe('confirm')
    expect(risk(30, undefined, 25).level).toBe('refuse')
    expect(risk(25, undefined, 25).level).toBe('confirm')
  })

  it('the larger of price impact and value loss decides, and says which it was', () => {
    expect(risk(1, 20)).toEqual({ level: 'confirm', percent: 20, cause: 'valueLoss' })
    expect(risk(20, 1)).toEqual({ level: 'confirm', percent: 20, cause: 'priceImpact' })
    expect(risk(undefined, 60)).toEqual({ level: 'refuse', percent: 60, cause: 'valueLoss' })
    expect(risk(undefined, undefined)).toEqual({ level: 'none', percent: 0, cause: 'priceImpact' })
  })

  it('value loss is how far the minimum received (in fiat) falls below the fiat paid, never below 0; unknown without both', () => {
    expect(valueLossPercent(1000, 950)).toBeCloseTo(5, 10)
    expect(valueLossPercent(1000, 1100)).toBe(0)
    expect(valueLossPercent(undefined, 950)).toBeUndefined()
    expect(valueLossPercent(1000, undefined)).toBeUndefined()
    expect(valueLossPercent(0, 0)).toBeUndefined()
  })

  it('a fiat value comes from the exact units and the price; unknown without a price', () => {
    expect(fiatValue(1_234_567n, 6, 1)).toBeCloseTo(1.234567, 10)
    expect(fiatValue(800n * 10n ** 18n, 18, 3000)).toBe(2_400_000)
    expect(fiatValue(1n, 6, null)).toBeUndefined()
    expect(fiatValue(1n, 6, undefined)).toBeUndefined()
  })
})
