/** The validation rules of spec §5, as plain predicates shared by the UI and the server. */
import { FoyerError } from '@foyer/auth-frame/protocol'
import { NAME_REGISTRY_MAX_CHAIN_ID } from './constants.ts'
import { THROWN } from './errors.ts'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** No hyphen at either end nor third and fourth (`xn--`): ENS clients refuse those labels (ENSIP-15). */
const NAME_LABEL = /^(?!-)(?!..--)[a-zA-Z0-9-]{4,}(?<!-)$/
// Pragmatic address shape: one @, no spaces, a dot in the domain, a TLD of two or more letters.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-zA-Z]{2,}$/
const HEX = /^0x[0-9a-fA-F]*$/

/** EVM address: optional 0x plus 40 hex characters. */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS.test(value)
}

/** Solana address: 32 to 44 base58 characters. */
export function isSolanaAddress(value: string): boolean {
  return SOLANA_ADDRESS.test(value)
}

/** Name registration: letters, digits and hyphens only, at least 4 characters, no hyphen at either end nor third and fourth. */
export function isValidNameLabel(value: string): boolean {
  return NAME_LABEL.test(value)
}

/** Name registry chain ids must be below 2^31; anything else throws 'Invalid chainId'. */
export function assertNameRegistryChainId(chainId: number): void {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= NAME_REGISTRY_MAX_CHAIN_ID) {
    throw new FoyerError(THROWN.INVALID_CHAIN_ID)
  }
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value)
}

export type ThemeMode = 'light' | 'dark'
export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark'
}

/** One entry of wallet_sendCalls: `to` starts with 0x, optional `data` starts with 0x. */
export interface SentCall {
  to: string
  data?: string
  value?: string
}
export function isValidSentCall(call: unknown): call is SentCall {
  if (typeof call !== 'object' || call === null) return false
  const { to, data } = call as Record<string, unknown>
  if (typeof to !== 'string' || !to.startsWith('0x')) return false
  return data === undefined || (typeof data === 'string' && data.startsWith('0x'))
}

/** A 32-byte 0x hex is a transaction hash. */
export function isTransactionHash(value: string): boolean {
  return value.length === 66 && HEX.test(value)
}

/** A 0x hex of 62 characters or more that is not a transaction hash is a signature. */
export function isSignature(value: string): boolean {
  return value.length >= 62 && HEX.test(value) && !isTransactionHash(value)
}

/** Send requires an amount above zero and a receiver. */
export function isSendReady(params: { amount: string | undefined; receiver: string | undefined }): boolean {
  const amount = Number(params.amount)
  return Boolean(params.receiver) && Number.isFinite(amount) && amount > 0
}
