import { fiatValue, minimumReceived, swapRisk, valueLossPercent, type SwapOrder, type SwapPreview, type SwapRisk } from '@foyer/core/internal'
import type { SwapPrices } from './useSwapPrices.ts'

export interface SwapReviewMoney {
  /** Fiat values; undefined where a price is not known. */
  paid?: number
  received?: number
  minimum?: number
  risk: SwapRisk
}

/** Review's fiat figures and what it does about the swap's loss (core's swapRisk: the larger of price impact and value loss decides). */
export function swapReviewMoney(order: SwapOrder, preview: SwapPreview, prices: SwapPrices, ceiling: number | false): SwapReviewMoney {
  const paid = fiatValue(order.amount, order.from.decimals, prices.from)
  const received = fiatValue(preview.toAmount, order.to.decimals, prices.to)
  const minimum = fiatValue(minimumReceived(preview.toAmount, order.slippage), order.to.decimals, prices.to)
  const risk = swapRisk({ priceImpact: preview.priceImpact, valueLoss: valueLossPercent(paid, minimum), ceiling })
  return { ...(paid !== undefined && { paid }), ...(received !== undefined && { received }), ...(minimum !== undefined && { minimum }), risk }
}
