import { FoyerError, CONNECTION_FAILURE_TEXTS, isUserRejection, ServiceError } from '@foyer/core/internal'
import type { RelayError } from '../relay/errors.ts'

/** The Sign protocol's internal "expired" code (a proposal or request nobody answered in time). */
const EXPIRED_CODE = 6

/**
 * A failed connect() as the modal tells it. The relay that cannot be reached, or that never
 * answered, is a ServiceError (the modal says so in the catalogue's words and logs this detail);
 * the protocol's other failures read as "the wallet could not connect", their own words kept as the
 * cause for the console. A cancel and the visitor's refusal pass as they are.
 */
export function connectFailure(error: unknown): unknown {
  if (!(error instanceof Error) || error.name === 'AbortError' || isUserRejection(error)) return error
  if (isRelayError(error)) {
    return new ServiceError(error.reason === 'unreachable' ? 'unreachable' : 'timeout', `WalletConnect relay: ${error.message}`, { cause: error })
  }
  if (error.name === 'NoAnswerError' || (error as { code?: unknown }).code === EXPIRED_CODE) {
    return new ServiceError('timeout', `WalletConnect: ${error.message}`, { cause: error })
  }
  return new FoyerError(CONNECTION_FAILURE_TEXTS.couldNotConnect, { cause: error })
}

function isRelayError(error: Error): error is RelayError {
  return error.name === 'RelayError' && typeof (error as Partial<RelayError>).reason === 'string'
}
