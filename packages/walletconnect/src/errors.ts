/**
 * The Sign protocol's error catalogue (design note §4.5): the codes live in @foyer/core, the
 * messages here, spelled exactly as 2.21.8 spells them because peers show and compare them.
 */
import { WALLET_PROTOCOL_ERRORS, WALLET_PROTOCOL_INTERNAL_ERRORS } from '@foyer/core'

/** `{code, message}` as the protocol carries an error. */
export interface ProtocolError {
  code: number
  message: string
}

export type SdkErrorKey = keyof typeof WALLET_PROTOCOL_ERRORS
export type InternalErrorKey = keyof typeof WALLET_PROTOCOL_INTERNAL_ERRORS

/** Messages of the errors sent to the peer. */
export const SDK_ERROR_MESSAGES: Readonly<Record<SdkErrorKey, string>> = {
  INVALID_METHOD: 'Invalid method.',
  INVALID_EVENT: 'Invalid event.',
  INVALID_UPDATE_REQUEST: 'Invalid update request.',
  INVALID_EXTEND_REQUEST: 'Invalid extend request.',
  INVALID_SESSION_SETTLE_REQUEST: 'Invalid session settle request.',
  UNAUTHORIZED_METHOD: 'Unauthorized method.',
  UNAUTHORIZED_EVENT: 'Unauthorized event.',
  UNAUTHORIZED_UPDATE_REQUEST: 'Unauthorized update request.',
  UNAUTHORIZED_EXTEND_REQUEST: 'Unauthorized extend request.',
  USER_REJECTED: 'User rejected.',
  USER_REJECTED_CHAINS: 'User rejected chains.',
  USER_REJECTED_METHODS: 'User rejected methods.',
  USER_REJECTED_EVENTS: 'User rejected events.',
  UNSUPPORTED_CHAINS: 'Unsupported chains.',
  UNSUPPORTED_METHODS: 'Unsupported methods.',
  UNSUPPORTED_EVENTS: 'Unsupported events.',
  UNSUPPORTED_ACCOUNTS: 'Unsupported accounts.',
  UNSUPPORTED_NAMESPACE_KEY: 'Unsupported namespace key.',
  USER_DISCONNECTED: 'User disconnected.',
  SESSION_SETTLEMENT_FAILED: 'Session settlement failed.',
  WC_METHOD_UNSUPPORTED: 'Unsupported wc_ method.',
}

/** Messages of the errors a client raises locally. */
export const INTERNAL_ERROR_MESSAGES: Readonly<Record<InternalErrorKey, string>> = {
  NOT_INITIALIZED: 'Not initialized.',
  NO_MATCHING_KEY: 'No matching key.',
  RESTORE_WILL_OVERRIDE: 'Restore will override.',
  RESUBSCRIBED: 'Resubscribed.',
  MISSING_OR_INVALID: 'Missing or invalid.',
  EXPIRED: 'Expired.',
  UNKNOWN_TYPE: 'Unknown type.',
  MISMATCHED_TOPIC: 'Mismatched topic.',
  NON_CONFORMING_NAMESPACES: 'Non conforming namespaces.',
}

function withContext(message: string, context: string | undefined): string {
  return context ? `${message} ${context}` : message
}

/** The error to send to a peer, e.g. `sdkError('WC_METHOD_UNSUPPORTED', 'wc_foo')`. */
export function sdkError(key: SdkErrorKey, context?: string): ProtocolError {
  return { code: WALLET_PROTOCOL_ERRORS[key], message: withContext(SDK_ERROR_MESSAGES[key], context) }
}

/** A local error, e.g. `internalError('EXPIRED', 'pairing topic: abc')`. */
export function internalError(key: InternalErrorKey, context?: string): ProtocolError {
  return {
    code: WALLET_PROTOCOL_INTERNAL_ERRORS[key],
    message: withContext(INTERNAL_ERROR_MESSAGES[key], context),
  }
}

/** A thrown protocol error that keeps its code, so callers can tell a rejection from a failure. */
export class WalletConnectError extends Error {
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
