/**
 * How much of its value a swap may lose, and what Review does about it (P13 finding 16), pure so
 * each threshold is tested at its edge. Two figures: the price impact (how far the amount moves the
 * pool's price) and the value loss (how far the least the swap may deliver, in fiat, falls below the
 * fiat paid: slippage tolerance and a bad quote included). The larger decides: from 5 % Review warns,
 * from 15 % Swap needs a second press on a danger-styled button, above the host's ceiling (50 % by
 * default, the option `maxSwapPriceImpact`; false: none) the swap is refused.
 */
import { DEFAULT_MAX_SWAP_PRICE_IMPACT } from '../options.ts'
import { formatUnits } from '../send/sendRules.ts'
import { HIGH_PRICE_IMPACT_PERCENT } from './swapRules.ts'

/** At or above this loss Review warns (the form too, for the price impact). */
export const WARN_SWAP_LOSS_PERCENT = HIGH_PRICE_IMPACT_PERCENT
/** At or above this loss Swap needs an explicit second press. */
export const CONFIRM_SWAP_LOSS_PERCENT = 15
/** Above this loss a swap is refused unless the host sets another ceiling or none. */
export const DEFAULT_MAX_SWAP_LOSS_PERCENT = DEFAULT_MAX_SWAP_PRICE_IMPACT

export type SwapRiskLevel = 'none' | 'warn' | 'confirm' | 'refuse'

export interface SwapRisk {
  level: SwapRiskLevel
  /** The loss that decided, in percent (0 when neither figure is known). */
  percent: number
  /** Which figure decided: the price impact, or the fiat value lost at the minimum received. */
  cause: 'priceImpact' | 'valueLoss'
}

export interface SwapRiskInput {
  /** Percent; undefined when it cannot be told. */
  priceImpact: number | undefined
  /** Percent; undefined when a price is not known. */
  valueLoss: number | undefined
  /** The host's ceiling in percent; false: no ceiling. */
  ceiling: number | false
}

/** What Review does about a swap's loss: nothing, warn, ask for a second press, or refuse. */
export function swapRisk({ priceImpact, valueLoss, ceiling }: SwapRiskInput): SwapRisk {
  const impact = priceImpact ?? 0
  const loss = valueLoss ?? 0
  const cause = loss > impact ? 'valueLoss' : 'priceImpact'
  const percent = Math.max(impact, loss)
  const level: SwapRiskLevel = ceiling !== false && percent > ceiling ? 'refuse' : percent >= CONFIRM_SWAP_LOSS_PERCENT ? 'confirm' : percent >= WARN_SWAP_LOSS_PERCENT ? 'warn' : 'none'
  return { level, percent, cause }
}

/** 1 − minimum ÷ paid, in percent, never below 0; undefined unless both fiat values are known and something is paid. */
export function valueLossPercent(paidFiat: number | undefined, minimumFiat: number | undefined): number | undefined {
  if (paidFiat === undefined || minimumFiat === undefined || !(paidFiat > 0)) return undefined
  const loss = (1 - minimumFiat / paidFiat) * 100
  return loss > 0 ? loss : 0
}

/** What an amount (in its smallest units) is worth at a price; undefined without a price. */
export function fiatValue(units: bigint, decimals: number, price: number | null | undefined): number | undefined {
  if (price == null || !Number.isFinite(price)) return undefined
  return Number(formatUnits(units, decimals)) * price
}
