/**
 * The rules of a send (spec §5), pure, so each is tested on its own: the amount read exactly in the
 * token's units, a receiver in the namespace's address form on the network, no less than the network
 * accepts (bip122's dust limit), never more than the balance, the
 * network fee payable from the native balance (spec §5 "insufficient gas": a native balance of zero,
 * or a fee above it; smart accounts exempt), and none of the least balances the quote found the
 * network keeps (polkadot's existential deposit, for the receiver and the sender). The views load this with the send feature.
 */
import { formatExactAmount, formatUnits } from '../format.ts'
import { typedDecimal } from '../typedDecimal.ts'
import type { NamespaceAddresses, NamespaceTexts } from '../namespaceModule.ts'
import type { SendRefusal } from '../namespaceRequests.ts'
import type { Network, TokenBalance } from '../types.ts'

export type SendProblem = 'amount' | 'receiver' | 'belowMinimum' | 'overBalance' | 'leavesBelowMinimum' | 'insufficientGas'

/**
 * `amount` (a decimal the visitor typed: "1.5", "1,5", ".25", read by typedDecimal) in the token's
 * smallest units; null when it is not a positive amount the token can hold.
 */
export function parseUnits(amount: string, decimals: number): bigint | null {
  const decimal = typedDecimal(amount)
  const match = decimal === null ? null : /^(\d*)(?:\.(\d*))?$/.exec(decimal)
  if (!match) return null
  const [, whole = '', fraction = ''] = match
  if (fraction.length > decimals) return null
  const units = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  return units > 0n ? units : null
}

/** A token's balance in its smallest units, from the balance's decimal `numeric`; 0 where it cannot be read. */
export function balanceUnits(token: Pick<TokenBalance, 'quantity'>): bigint {
  const decimals = Number(token.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals < 0) return 0n
  const match = /^(\d+)(?:\.(\d+))?$/.exec(token.quantity.numeric.trim())
  if (!match) return 0n
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0')
  return BigInt(`${match[1]}${fraction}`)
}

export { formatUnits }

/** Units as a review shows them: every decimal, grouped, from the bigint (no float): (1234567n, 6) → '1.234567'. */
export function formatExactUnits(units: bigint, decimals: number): string {
  return formatExactAmount(formatUnits(units, decimals))
}

export interface SendCheck {
  /** The namespace's address rules (its module's): the receiver must be one of its addresses, on `network` where given. */
  addresses: NamespaceAddresses
  network?: Pick<Network, 'id'>
  /** The least the receiver may be sent of the native currency (its module's `sendMinimum`: bip122's dust limit). */
  minimum?: bigint
  token: TokenBalance
  /** Whether the token is the network's native currency (it pays the fee too). */
  native: boolean
  amount: string
  receiver: string
  /** The native balance in its smallest units. */
  nativeBalance: bigint
  /** The network fee in native units, once estimated. */
  fee?: bigint
  /** Why the network would refuse the send, where the quote found it (the namespace's least balances: polkadot's existential deposit). */
  refusal?: SendRefusal
  /**
   * The fee is not the native balance's to cover here: a smart account's before its quote (the app
   * may pay it), or one its quote says the app pays (spec §5: exempt from the insufficient-gas rule).
   */
  smartAccount?: boolean
}

/** The first problem of a send, in the order a visitor fixes them; undefined when it can go. */
export function sendProblem(check: SendCheck): SendProblem | undefined {
  const { amount, receiver } = sendProblems(check)
  return amount === 'amount' ? amount : (receiver ?? amount)
}

/**
 * Every field's problem at once, so that the form says them all together: the amount's (the first
 * of its own, in the order a visitor fixes them) and the receiver's.
 */
export function sendProblems(check: SendCheck): { amount?: Exclude<SendProblem, 'receiver'>; receiver?: 'receiver' } {
  const amount = amountProblem(check)
  const receiver = check.addresses.isValid(check.receiver, check.network) ? undefined : ('receiver' as const)
  return { ...(amount && { amount }), ...(receiver && { receiver }) }
}

function amountProblem(check: SendCheck): Exclude<SendProblem, 'receiver'> | undefined {
  const decimals = Number(check.token.quantity.decimals)
  const units = parseUnits(check.amount, decimals)
  if (units === null) return 'amount'
  if (check.native && check.minimum !== undefined && units < check.minimum) return 'belowMinimum'
  if (check.refusal?.problem === 'belowMinimum') return 'belowMinimum'
  if (units > balanceUnits(check.token)) return 'overBalance'
  if (check.smartAccount) return check.refusal?.problem
  const fee = check.fee ?? 0n
  const spentNative = check.native ? units + fee : fee
  if (check.nativeBalance === 0n || spentNative > check.nativeBalance) return 'insufficientGas'
  return check.refusal?.problem
}

/**
 * Which text says a problem: a namespace that words a missing or invalid amount or receiver in one
 * sentence (spec §5's Solana words, its texts' `amountOrReceiverProblem`) says that; every other
 * problem, and every problem elsewhere, has its own text in the catalogue (`sendTexts.problems`).
 */
export function sendProblemText(texts: NamespaceTexts, problem: SendProblem): SendProblem | 'amountOrReceiver' {
  return texts.amountOrReceiverProblem !== undefined && (problem === 'amount' || problem === 'receiver') ? 'amountOrReceiver' : problem
}

/**
 * The most of the token a visitor can send ("Max"): all of it, less the network fee when it is the
 * native currency (which pays the fee); never below zero.
 */
export function maxSendable(token: Pick<TokenBalance, 'quantity'>, native: boolean, fee: bigint): bigint {
  const balance = balanceUnits(token)
  if (!native) return balance
  return balance > fee ? balance - fee : 0n
}
