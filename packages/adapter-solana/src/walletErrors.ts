import { FoyerError, RPC_ERROR_CODES } from '@foyer/core/internal'

/**
 * A wallet's refusal as Foyer reads refusals (EIP-1193 4001): Wallet Standard wallets reject with
 * plain errors, some with code 4001 (Phantom), most with only words ("User rejected the request").
 */
export class WalletRejectedError extends FoyerError {
  override name = 'WalletRejectedError'
  readonly code = RPC_ERROR_CODES.USER_REJECTED_REQUEST
}

const REFUSAL_WORDS = /reject|declin|denied|cancel/i

/** The error as the client should see it: a refusal becomes a WalletRejectedError (its message kept for the console), anything else is left as it is. */
export function walletError(error: unknown): unknown {
  if (error instanceof WalletRejectedError) return error
  const code = (error as { code?: unknown } | null)?.code
  const message = error instanceof Error ? error.message : String(error)
  if (code === RPC_ERROR_CODES.USER_REJECTED_REQUEST || (code === undefined && REFUSAL_WORDS.test(message))) return new WalletRejectedError(message, { cause: error })
  return error
}
