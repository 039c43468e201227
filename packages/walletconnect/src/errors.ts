/**
 * The Sign protocol's error catalogue (design note §4.5): the codes live in @foyer/core, the
 * messages here, spelled exactly as 2.21.8 spells them because peers show and compare them.
 */
import { FoyerError, WALLET_PROTOCOL_ERRORS, WALLET_PROTOCOL_INTERNAL_ERRORS } from '@foyer/core/internal'

/** `{code, message}` as the protocol carries an error. */
export interface ProtocolError {
  code: number
  message: string
}

export type SdkErrorKey = keyof typeof WALLET_PROTOCOL_ERRORS
export type InternalErrorKey = keyof typeof WALLET_PROTOCOL_INTERNAL_ERRORS

/**
 * 2.21.8 spells every message as its key in sentence case ('USER_REJECTED_CHAINS' → 'User rejected
 * chains.'), all but one: deriving them keeps the tables out of the dapp bundle.
 */
function messageOfKey(key: string): string {
  if (key === 'WC_METHOD_UNSUPPORTED') return 'Unsupported wc_ method.'
  const words = key.toLowerCase().replaceAll('_', ' ')
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`
}

function messagesOf<K extends string>(codes: Readonly<Record<K, number>>): Readonly<Record<K, string>> {
  return Object.fromEntries(Object.keys(codes).map((key) => [key, messageOfKey(key)])) as Record<K, string>
}

/** Messages of the errors sent to the peer, e.g. USER_REJECTED: 'User rejected.'. */
export const SDK_ERROR_MESSAGES: Readonly<Record<SdkErrorKey, string>> = /* @__PURE__ */ messagesOf(WALLET_PROTOCOL_ERRORS)

/** Messages of the errors a client raises locally, e.g. NO_MATCHING_KEY: 'No matching key.'. */
export const INTERNAL_ERROR_MESSAGES: Readonly<Record<InternalErrorKey, string>> = /* @__PURE__ */ messagesOf(WALLET_PROTOCOL_INTERNAL_ERRORS)

function withContext(message: string, context: string | undefined): string {
  return context ? `${message} ${context}` : message
}

/** The error to send to a peer, e.g. `sdkError('WC_METHOD_UNSUPPORTED', 'wc_foo')`. */
export function sdkError(key: SdkErrorKey, context?: string): ProtocolError {
  return { code: WALLET_PROTOCOL_ERRORS[key], message: withContext(messageOfKey(key), context) }
}

/** A local error, e.g. `internalError('EXPIRED', 'pairing topic: abc')`. */
export function internalError(key: InternalErrorKey, context?: string): ProtocolError {
  return {
    code: WALLET_PROTOCOL_INTERNAL_ERRORS[key],
    message: withContext(messageOfKey(key), context),
  }
}

/** A thrown protocol error that keeps its code, so callers can tell a rejection from a failure. */
export class WalletConnectError extends FoyerError {
  override name = 'WalletConnectError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }

  static from(error: ProtocolError): WalletConnectError {
    return new WalletConnectError(error.code, error.message)
  }
}
