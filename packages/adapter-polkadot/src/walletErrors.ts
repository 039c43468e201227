import { FoyerError, RPC_ERROR_CODES } from '@foyer/core/internal'

/**
 * A wallet's refusal as Foyer reads refusals (EIP-1193 4001). Polkadot extensions refuse in words
 * only: Polkadot.js "Rejected" and "Cancelled", Talisman "Cancelled", SubWallet "Rejected by user".
 */
export class WalletRejectedError extends FoyerError {
  override name = 'WalletRejectedError'
  readonly code = RPC_ERROR_CODES.USER_REJECTED_REQUEST
}

const REFUSAL_WORDS = /reject|declin|denied|cancel/i

/**
 * The error as the client should see it: a refusal becomes a WalletRejectedError that says so in
 * words (the extension's own terse word, "Rejected", stays in `details`); a failure that is not an
 * Error (a string thrown across the extension's message port) becomes one; an Error is left as it is.
 */
export function walletError(error: unknown, walletName: string): unknown {
  if (error instanceof WalletRejectedError) return error
  const code = (error as { code?: unknown } | null)?.code
  const message = error instanceof Error ? error.message : String((error as { message?: unknown } | null)?.message ?? error)
  if (code === RPC_ERROR_CODES.USER_REJECTED_REQUEST || (code === undefined && REFUSAL_WORDS.test(message)))
    return new WalletRejectedError(`The request was rejected in ${walletName}`, { cause: error, details: message })
  return error instanceof Error ? error : new Error(`${walletName} failed: ${message}`, { cause: error })
}

/** What a wallet of the namespace cannot do through its API (EIP-1193's 4200, unsupported method). */
export function unsupported(walletName: string, what: string): Error {
  return Object.assign(new Error(`${walletName} cannot ${what}`), { code: RPC_ERROR_CODES.UNSUPPORTED_METHOD })
}
