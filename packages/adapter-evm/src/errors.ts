import { FoyerError } from '@foyer/core/internal'

/** A wallet's error, normalised: the UI reads `code` (4001 = the user said no, see core's isUserRejection). */
export class ProviderRpcError extends FoyerError {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, options?: { data?: unknown; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    if (options?.data !== undefined) this.data = options.data
  }
}

/**
 * The error's code; some wallets wrap the real one as `data.originalError.code`
 * under a generic -32603, so the nested code wins.
 */
export function errorCode(error: unknown): number | undefined {
  const outer = error as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null
  const nested = outer?.data?.originalError?.code
  if (typeof nested === 'number') return nested
  return typeof outer?.code === 'number' ? outer.code : undefined
}

/** Turns whatever a provider throws into a `ProviderRpcError` carrying the real code. */
export function toProviderError(error: unknown): unknown {
  const code = errorCode(error)
  if (code === undefined || (error instanceof ProviderRpcError && error.code === code)) return error
  const { message, data } = error as { message?: unknown; data?: unknown }
  return new ProviderRpcError(code, typeof message === 'string' ? message : 'Wallet request failed', {
    data,
    cause: error,
  })
}
