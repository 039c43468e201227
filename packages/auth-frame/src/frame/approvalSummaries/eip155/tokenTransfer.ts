/**
 * An ERC-20 `transfer(recipient, amount)` and `approve(spender, amount)` as the approval screen shows them (P13 finding 17): the exact
 * amount the chain will move, in the token's own units (its `decimals()` and `symbol()` read from the
 * node through the frame's RPC path), never rounded and never a float. The decoding and the
 * formatting are pure, so each rule is tested without a node.
 */
import { say } from '../../texts/say.ts'

/** `transfer(address,uint256)` and `approve(address,uint256)`. */
const TRANSFER = '0xa9059cbb'
const APPROVE = '0x095ea7b3'
/** The largest uint256: an approval of it is unlimited. */
const MAX_UINT256 = 2n ** 256n - 1n
const DECIMALS_CALL = '0x313ce567'
const SYMBOL_CALL = '0x95d89b41'
/** How long the screen waits for the token's decimals and symbol before it shows the amount in smallest units. */
const READ_WAIT_MS = 2_000
const MAX_SYMBOL_LENGTH = 12

export interface TokenTransfer {
  /** The token contract the transaction calls. */
  token: string
  recipient: string
  /** In the token's smallest units. */
  amount: bigint
}

export interface TokenFacts {
  decimals?: number
  symbol?: string
}

/** The transfer a transaction's call data makes; null when it is not exactly `transfer(address,uint256)` on a contract. */
export function decodeTokenTransfer(to: unknown, data: unknown): TokenTransfer | null {
  if (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to) || typeof data !== 'string') return null
  const match = new RegExp(`^${TRANSFER}0{24}([0-9a-fA-F]{40})([0-9a-fA-F]{64})$`, 'i').exec(data)
  if (!match) return null
  return { token: to, recipient: `0x${match[1]!}`, amount: BigInt(`0x${match[2]!}`) }
}

/** What an ERC-20 `approve(spender, amount)` allows: the token, who may spend it, and how much. */
export interface TokenApproval {
  token: string
  spender: string
  /** In the token's smallest units. */
  amount: bigint
}

/** The allowance a transaction's call data sets; null when it is not exactly `approve(address,uint256)` on a contract. */
export function decodeTokenApproval(to: unknown, data: unknown): TokenApproval | null {
  if (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to) || typeof data !== 'string') return null
  const match = new RegExp(`^${APPROVE}0{24}([0-9a-fA-F]{40})([0-9a-fA-F]{64})$`, 'i').exec(data)
  if (!match) return null
  return { token: to, spender: `0x${match[1]!}`, amount: BigInt(`0x${match[2]!}`) }
}

/** An allowance as the screen says it: 'Unlimited' for the largest amount, else the exact amount. */
export function allowanceText(amount: bigint, facts: TokenFacts): string {
  return amount === MAX_UINT256 ? say('unlimited', { symbol: facts.symbol ?? say('tokens') }) : tokenAmountText(amount, facts)
}

/** Units as a decimal with every digit kept, thousands grouped: (1234567n, 6) → '1.234567'. */
export function formatTokenUnits(amount: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const whole = (amount / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = decimals ? (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : ''
  return `${whole}${fraction ? `.${fraction}` : ''}`
}

/** '1.234567 USDC'; without the token's decimals, the smallest units said as such (never a guess). */
export function tokenAmountText(amount: bigint, facts: TokenFacts): string {
  if (facts.decimals === undefined) return say('smallestUnits', { amount: amount.toString() })
  return `${formatTokenUnits(amount, facts.decimals)} ${facts.symbol ?? say('tokens')}`
}

/** The token's decimals and symbol from the node (eth_call), each left out when it cannot be read in time. */
export async function readTokenFacts(call: (method: string, params: unknown[]) => Promise<unknown>, token: string): Promise<TokenFacts> {
  const ask = (data: string) => call('eth_call', [{ to: token, data }, 'latest'])
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), READ_WAIT_MS)))
  const within = <T>(promise: Promise<T>) => Promise.race([promise.catch(() => undefined), late])
  try {
    const [decimals, symbol] = await Promise.all([within(ask(DECIMALS_CALL).then(decodeDecimals)), within(ask(SYMBOL_CALL).then(decodeSymbol))])
    return { ...(decimals !== undefined && { decimals }), ...(symbol !== undefined && { symbol }) }
  } finally {
    clearTimeout(timer)
  }
}

/** A uint8 answer (one 32-byte word); undefined for anything else or above 255. */
export function decodeDecimals(answer: unknown): number | undefined {
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(answer)) return undefined
  const value = BigInt(answer)
  return value <= 255n ? Number(value) : undefined
}

/** An ABI string answer (or a bytes32 one, as some old tokens give), as one short line of visible text. */
export function decodeSymbol(answer: unknown): string | undefined {
  if (typeof answer !== 'string' || !/^0x([0-9a-fA-F]{2})+$/.test(answer)) return undefined
  const hex = answer.slice(2)
  let bytes: string
  if (hex.length === 64) bytes = hex.replace(/(00)+$/, '')
  else {
    const length = Number.parseInt(hex.slice(64, 128), 16)
    if (!Number.isSafeInteger(length) || length > 64 || hex.length < 128 + length * 2) return undefined
    bytes = hex.slice(128, 128 + length * 2)
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)))
  } catch {
    return undefined
  }
  // No control, format (bidi, zero-width) or space characters: a symbol cannot pose as other words.
  const clean = text.replace(/[\p{Cc}\p{Cf}\s]/gu, '')
  return clean ? [...clean].slice(0, MAX_SYMBOL_LENGTH).join('') : undefined
}
