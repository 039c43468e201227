/**
 * The rules of a swap (eip155), pure, so each is tested on its own: the amount read exactly in the
 * sold token's units, never more than the balance, the network fee (and the amount, when ETH is
 * sold) payable from the native balance, the slippage tolerance within the server's bounds (spec
 * §9: 1 % by default), the price impact of the amount, the rate as text, and a quote that moved
 * past the tolerance between the review and the swap. The views load this with the swap feature.
 */
import { formatAmount } from '../format.ts'
import { formatUnits, parseUnits } from '../send/sendRules.ts'

export type SwapProblem = 'amount' | 'overBalance' | 'insufficientGas'

/** Spec §9: the slippage tolerance is 1 % unless the visitor sets another. */
export const DEFAULT_SLIPPAGE_PERCENT = 1
/** The server builds swaps with a tolerance from 0 to 50 %; Foyer takes above 0 (a zero tolerance fails on any move). */
export const MAX_SLIPPAGE_PERCENT = 50
/** Above this price impact the form warns (the amount moves the pool's price a lot). */
export const HIGH_PRICE_IMPACT_PERCENT = 5

export interface SwapCheck {
  amount: string
  /** The sold token's decimals and balance in its smallest units. */
  decimals: number
  balance: bigint
  /** Whether the sold token is the network's native currency (it pays the fee too). */
  native: boolean
  /** The native balance in wei. */
  nativeBalance: bigint
  /** The network fee in wei, once known (the approval's too when one is needed). */
  fee?: bigint
  /** The app pays the fee (spec §5: a sponsored smart account is exempt from the insufficient-gas rule). */
  paidByApp?: boolean
}

/** The first problem of a swap, in the order a visitor fixes them; undefined when it can go. */
export function swapProblem(check: SwapCheck): SwapProblem | undefined {
  const units = parseUnits(check.amount, check.decimals)
  if (units === null) return 'amount'
  if (units > check.balance) return 'overBalance'
  if (check.paidByApp) return undefined
  const fee = check.fee ?? 0n
  const spentNative = check.native ? units + fee : fee
  if (check.nativeBalance === 0n || spentNative > check.nativeBalance) return 'insufficientGas'
  return undefined
}

/** The tolerance the visitor typed ("0.5", "1"), in percent; null when it is not above 0 and at most 50. */
export function parseSlippage(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,2}(?:\.\d{1,2})?$|^\.\d{1,2}$/.test(trimmed)) return null
  const percent = Number(trimmed)
  return percent > 0 && percent <= MAX_SLIPPAGE_PERCENT ? percent : null
}

/** The least the swap may deliver: the quote less the tolerance, as the server's AMM builds it (basis points, rounded down). */
export function minimumReceived(quoted: bigint, slippagePercent: number): bigint {
  return (quoted * BigInt(Math.round((100 - slippagePercent) * 100))) / 10_000n
}

/**
 * Whether a fresh quote fell below what the visitor reviewed by more than the tolerance: the
 * swap is then not sent, and the visitor reviews the new price.
 */
export function slippageExceeded(reviewed: bigint, fresh: bigint, slippagePercent: number): boolean {
  return fresh < minimumReceived(reviewed, slippagePercent)
}

/**
 * How much worse the amount's rate is than a small reference amount's (the pool's price before
 * the swap moves it), in percent, never below 0: 1 − (out / in) ÷ (refOut / refIn). The pool's fee
 * is in both rates, so it cancels out. Undefined when the reference says nothing (0 out).
 */
export function priceImpactPercent(amountIn: bigint, amountOut: bigint, refIn: bigint, refOut: bigint): number | undefined {
  if (amountIn <= 0n || refIn <= 0n || refOut <= 0n) return undefined
  // In millionths of a percent, with integers: the amounts exceed a double's exact range.
  const scale = 100_000_000n
  const ratio = (amountOut * refIn * scale) / (amountIn * refOut)
  const impact = Number(scale - ratio) / 1_000_000
  return impact > 0 ? impact : 0
}

/** A reference amount for the price impact: a thousandth of the amount, at least one smallest unit. */
export function referenceAmount(amountIn: bigint): bigint {
  const reference = amountIn / 1000n
  return reference > 0n ? reference : 1n
}

export interface RateSide {
  symbol: string
  decimals: number
  units: bigint
}

/** "1 ETH ≈ 2,990.12 USDC": what one whole sold token buys at this quote (spec §9's 3 decimals, more for small rates). */
export function rateText(from: RateSide, to: RateSide): string {
  if (from.units <= 0n) return ''
  // to per one whole `from`, in to's units, kept exact before formatting.
  const perOne = (to.units * 10n ** BigInt(from.decimals)) / from.units
  const text = formatUnits(perOne, to.decimals)
  const digits = Number(text) >= 1 ? 3 : 6
  return `1 ${from.symbol} ≈ ${formatAmount(text, digits)} ${to.symbol}`
}

/** A network fee in dollars from wei and the native currency's price; undefined when the price is not known. */
export function feeInFiat(feeWei: bigint, nativeDecimals: number, nativePrice: number | null | undefined): number | undefined {
  if (nativePrice == null) return undefined
  return Number(formatUnits(feeWei, nativeDecimals)) * nativePrice
}

/** Whether the provider must be allowed to move more of the sold token first (the native currency needs no approval). */
export function needsApproval(native: boolean, allowance: bigint, amount: bigint): boolean {
  return !native && allowance < amount
}
