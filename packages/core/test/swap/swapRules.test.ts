import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SLIPPAGE_PERCENT,
  feeInFiat,
  minimumReceived,
  needsApproval,
  parseSlippage,
  priceImpactPercent,
  rateText,
  referenceAmount,
  slippageExceeded,
  swapProblem,
  type SwapCheck,
} from '../../src/swap/swapRules.ts'

const ETH = 10n ** 18n
const FEE = 150_000n * 1_000_000_000n
const check = (over: Partial<SwapCheck>): SwapCheck => ({ amount: '1', decimals: 18, balance: 2n * ETH, native: true, nativeBalance: 2n * ETH, fee: FEE, ...over })

describe('swap rules', () => {
  it('the amount is read exactly in the sold token’s units: not an amount, more decimals than the token has, or zero is refused', () => {
    expect(swapProblem(check({ amount: '1.5' }))).toBeUndefined()
    for (const bad of ['', '0', 'abc', '1.5.1', '-1', '0.0000000000000000001']) expect(swapProblem(check({ amount: bad })), bad).toBe('amount')
    // USDC has 6 decimals: a 7th is not an amount of it.
    expect(swapProblem(check({ amount: '1.0000001', decimals: 6, balance: 5_000_000n, native: false }))).toBe('amount')
    expect(swapProblem(check({ amount: '1.000001', decimals: 6, balance: 5_000_000n, native: false }))).toBeUndefined()
  })

  it('more than the balance is refused before the fee is looked at', () => {
    expect(swapProblem(check({ amount: '2.000000000000000001' }))).toBe('overBalance')
    expect(swapProblem(check({ amount: '5.000001', decimals: 6, balance: 5_000_000n, native: false, nativeBalance: 0n }))).toBe('overBalance')
  })

  it('the fee must be payable from the native balance: with the amount when ETH is sold, alone when a token is; no ETH at all is refused', () => {
    expect(swapProblem(check({ amount: '2' }))).toBe('insufficientGas')
    expect(swapProblem(check({ amount: '1.9' }))).toBeUndefined()
    expect(swapProblem(check({ amount: '2', fee: undefined }))).toBeUndefined()
    expect(swapProblem(check({ amount: '1', decimals: 6, balance: 5_000_000n, native: false, nativeBalance: FEE - 1n }))).toBe('insufficientGas')
    expect(swapProblem(check({ amount: '1', decimals: 6, balance: 5_000_000n, native: false, nativeBalance: FEE }))).toBeUndefined()
    expect(swapProblem(check({ amount: '1', decimals: 6, balance: 5_000_000n, native: false, nativeBalance: 0n, fee: undefined }))).toBe('insufficientGas')
  })

  it('a fee the app pays (a sponsored smart account, spec §5) needs no native balance; the amount must still be held', () => {
    expect(swapProblem(check({ amount: '1', decimals: 6, balance: 5_000_000n, native: false, nativeBalance: 0n, fee: 0n, paidByApp: true }))).toBeUndefined()
    expect(swapProblem(check({ amount: '6', decimals: 6, balance: 5_000_000n, native: false, nativeBalance: 0n, fee: 0n, paidByApp: true }))).toBe('overBalance')
  })

  it('the slippage tolerance is 1 % by default and taken above 0 up to the server’s 50 %, with at most two decimals', () => {
    expect(DEFAULT_SLIPPAGE_PERCENT).toBe(1)
    expect(parseSlippage('1')).toBe(1)
    expect(parseSlippage(' 0.5 ')).toBe(0.5)
    expect(parseSlippage('.25')).toBe(0.25)
    expect(parseSlippage('50')).toBe(50)
    for (const bad of ['', '0', '0.00', '50.01', '51', '100', '-1', '1%', 'abc', '0.001']) expect(parseSlippage(bad), bad).toBeNull()
  })

  it('the minimum received is the quote less the tolerance, rounded down as the server builds it; a fresh quote below it exceeds the tolerance', () => {
    expect(minimumReceived(3_000_000_000n, 1)).toBe(2_970_000_000n)
    expect(minimumReceived(1_000n, 0.5)).toBe(995n)
    expect(minimumReceived(999n, 1)).toBe(989n)
    expect(slippageExceeded(3_000_000_000n, 2_970_000_000n, 1)).toBe(false)
    expect(slippageExceeded(3_000_000_000n, 2_969_999_999n, 1)).toBe(true)
    expect(slippageExceeded(3_000_000_000n, 3_100_000_000n, 1)).toBe(false)
  })

  it('the price impact compares the amount’s rate with a small reference amount’s, never below 0', () => {
    // A constant-product pool of 100 ETH / 300,000 USDC (no fee): 10 ETH get 27,272.72 USDC, 0.01 ETH 29.997.
    const out = (amount: bigint) => (300_000_000_000n * amount) / (100n * ETH + amount)
    const impact = priceImpactPercent(10n * ETH, out(10n * ETH), ETH / 100n, out(ETH / 100n))!
    expect(impact).toBeGreaterThan(9)
    expect(impact).toBeLessThan(9.1)
    expect(priceImpactPercent(ETH, 3_000n, ETH, 3_000n)).toBe(0)
    expect(priceImpactPercent(ETH, 3_100n, ETH, 3_000n)).toBe(0)
    expect(priceImpactPercent(ETH, 3_000n, ETH, 0n)).toBeUndefined()
    expect(referenceAmount(10n * ETH)).toBe(ETH / 100n)
    expect(referenceAmount(999n)).toBe(1n)
  })

  it('the rate says what one whole sold token buys, in the bought token’s decimals', () => {
    expect(rateText({ symbol: 'ETH', decimals: 18, units: ETH / 10n }, { symbol: 'USDC', decimals: 6, units: 299_123_456n })).toBe('1 ETH ≈ 2,991.234 USDC')
    expect(rateText({ symbol: 'USDC', decimals: 6, units: 3_000_000_000n }, { symbol: 'ETH', decimals: 18, units: 997_000_000_000_000_000n })).toBe('1 USDC ≈ 0.000332 ETH')
    expect(rateText({ symbol: 'USDC', decimals: 6, units: 0n }, { symbol: 'USDT', decimals: 6, units: 1n })).toBe('')
  })

  it('the fee in dollars needs the native currency’s price; an approval is needed for a token whose allowance is short, never for the native currency', () => {
    expect(feeInFiat(FEE, 18, 3000)).toBeCloseTo(0.45, 10)
    expect(feeInFiat(FEE, 18, null)).toBeUndefined()
    expect(needsApproval(false, 999n, 1_000n)).toBe(true)
    expect(needsApproval(false, 1_000n, 1_000n)).toBe(false)
    expect(needsApproval(true, 0n, 1_000n)).toBe(false)
  })
})
