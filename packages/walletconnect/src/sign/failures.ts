/**
 * Turning protocol errors into thrown WalletConnectErrors, including the peer's error responses,
 * which from 2.21.8 may be `{}` (a serialised Error object).
 */
import type { ErrorResponse } from '../types.ts'
import { WalletConnectError } from '../errors.ts'

/** JSON-RPC's "Internal error": what an error answer without a code is taken as. */
export const UNSPECIFIED_PEER_ERROR_CODE = -32603

export function toWalletConnectError(error: ErrorResponse): WalletConnectError {
  return new WalletConnectError(error.code, error.message)
}

/** The peer's error answer as a WalletConnectError; a missing code or message becomes a generic failure. */
export function peerError(error: Partial<ErrorResponse>): WalletConnectError {
  const code = typeof error.code === 'number' ? error.code : UNSPECIFIED_PEER_ERROR_CODE
  const message = typeof error.message === 'string' && error.message !== '' ? error.message : 'The peer answered with an error that has no message.'
  return new WalletConnectError(code, message)
}

/** The peer did not answer in time: unlike an error answer, the peer may simply be offline. */
export class NoAnswerError extends WalletConnectError {
  override name = 'NoAnswerError'
}
