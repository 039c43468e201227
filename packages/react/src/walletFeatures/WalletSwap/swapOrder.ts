import {
  fillMessage,
  feeInFiat,
  formatAmount,
  formatFiat,
  formatUnits,
  isNativeSwapToken,
  parseSlippage,
  parseUnits,
  rateText,
  swapProblem,
  type SwapOrder,
  type SwapPreview,
  type SwapProblem,
} from '@foyer/core/internal'
import type { ReadySwap } from './useSwapSetup.ts'

/** The order the form describes, once it is one the server can quote: two tokens, an amount within the balance, a tolerance. */
export function swapOrderOf(setup: ReadySwap): SwapOrder | undefined {
  const { draft, from, to } = setup
  if (!to) return undefined
  const amount = parseUnits(draft.amount, from.decimals)
  const slippage = parseSlippage(draft.slippage)
  if (amount === null || slippage === null || amount > setup.balanceOf(from)) return undefined
  return { network: setup.network, account: setup.account, from, to, amount, slippage }
}

/** The first problem of the amount (the fee counted once the preview knows it). */
export function swapAmountProblem(setup: ReadySwap, preview: SwapPreview | undefined): SwapProblem | undefined {
  const native = setup.tokens.find((token) => isNativeSwapToken(token.address))
  return swapProblem({
    amount: setup.draft.amount,
    decimals: setup.from.decimals,
    balance: setup.balanceOf(setup.from),
    native: isNativeSwapToken(setup.from.address),
    nativeBalance: native ? setup.balanceOf(native) : 0n,
    ...(preview?.fee !== undefined && { fee: preview.fee }),
    ...(preview?.paidByApp && { paidByApp: true }),
  })
}

/** The preview's numbers as the views write them. */
export function swapFigures(setup: ReadySwap, order: SwapOrder, preview: SwapPreview) {
  const native = setup.tokens.find((token) => isNativeSwapToken(token.address))
  const nativePrice = native ? setup.holdingOf(native)?.price : undefined
  const decimals = setup.network.nativeCurrency.decimals
  const feeFiat = preview.fee === undefined ? undefined : feeInFiat(preview.fee, decimals, nativePrice)
  return {
    received: `${formatAmount(formatUnits(preview.toAmount, order.to.decimals), 6)} ${order.to.symbol}`,
    rate: rateText({ symbol: order.from.symbol, decimals: order.from.decimals, units: order.amount }, { symbol: order.to.symbol, decimals: order.to.decimals, units: preview.toAmount }),
    priceImpact: preview.priceImpact === undefined ? undefined : percentText(preview.priceImpact),
    fee:
      preview.fee === undefined
        ? undefined
        : feeFiat === undefined
          ? `${formatAmount(formatUnits(preview.fee, decimals), 6)} ${setup.network.nativeCurrency.symbol}`
          : feeFiat < 0.01
            ? '< $0.01'
            : formatFiat(feeFiat),
  }
}

/** The network fee as the form and the review say it: the app's to pay, the most it can cost, its figure, or unavailable. */
export function swapFeeText(preview: SwapPreview | undefined, figure: string | undefined, m: { feePaidByApp: string; feeUpTo: string; feeUnavailable: string }): string {
  if (preview?.paidByApp) return m.feePaidByApp
  if (figure === undefined) return m.feeUnavailable
  return preview?.feeIsCeiling ? fillMessage(m.feeUpTo, { fee: figure }) : figure
}

/** "0.12%", "< 0.01%". */
export function percentText(percent: number): string {
  if (percent > 0 && percent < 0.01) return '< 0.01%'
  return `${Number(percent.toFixed(2))}%`
}
