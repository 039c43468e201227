import { APPROVAL_TEXTS } from '../../texts/approvalTexts.ts'
import { say } from '../../texts/say.ts'
import { formatEther, parseQuantity } from './evmValues.ts'
import type { ChainCall } from './networkFee.ts'

/** How long the approval screen waits for the operation's price before it shows without a figure. */
const PRICE_WAIT_MS = 4_000

/** Who pays a smart account's operation when its price cannot be told: the bundler prices it as it sends (in English). */
export const SMART_ACCOUNT_FEE = APPROVAL_TEXTS.paidBySmartAccount
/** The app's paymaster pays: the account gives only what the request itself sends (in English). */
export const SPONSORED_FEE = APPROVAL_TEXTS.paidByApp

/**
 * What a smart account's operation will cost it, as the approval screen writes it: the most it can
 * cost (what the EntryPoint takes from the account before it runs, the server's
 * foyer_estimateOperationFee for the calls), said as a bound since the bundler sets the exact
 * price when it sends; nothing when the app's paymaster pays; without a figure when it cannot be
 * told in time.
 */
export async function operationFeeText(call: ChainCall, calls: readonly Record<string, unknown>[], sponsored: boolean): Promise<string> {
  const asked = calls.map(({ to, value, data }) => ({ to, ...(value !== undefined && { value }), ...(data !== undefined && { data }) }))
  const price = call('foyer_estimateOperationFee', asked).then((answer) => {
    const { fee, sponsored: paidByApp } = (answer ?? {}) as { fee?: unknown; sponsored?: unknown }
    if (paidByApp === true) return say('paidByApp')
    const wei = parseQuantity(fee)
    return wei === null ? fallback(sponsored) : say('upToFromSmartAccount', { amount: ceilingEther(wei) })
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(fallback(sponsored)), PRICE_WAIT_MS)))
  try {
    return await Promise.race([price.catch(() => fallback(sponsored)), late])
  } finally {
    clearTimeout(timer)
  }
}

function fallback(sponsored: boolean): string {
  return say(sponsored ? 'paidByApp' : 'paidBySmartAccount')
}

/** Six decimals, rounded up: a bound stays a bound (0.000123 ETH, never below what may be taken). */
function ceilingEther(wei: bigint): string {
  const step = 10n ** 12n
  return formatEther(((wei + step - 1n) / step) * step)
}
