import { FoyerError, type AUTH_ERROR_CODES } from '@foyer/auth-frame/protocol'
import { HttpError } from './api/http.ts'
import { THROWN } from './errors.ts'

/**
 * Why a call to the Foyer server (its API, the embedded wallet's frame, the WalletConnect relay)
 * failed, as far as a visitor is concerned: it cannot be reached (offline, down, a 5xx, no answer in
 * time to connect), it refuses this site (403: the origin is not on the project's allow-list, or the
 * project is unknown), or it took a request and never answered it.
 */
export type ServiceProblem = 'unreachable' | 'notAllowed' | 'timeout'

/** A failed call whose cause is known; `message` is the detail for the console, never for visitors. */
export class ServiceError extends FoyerError {
  override name = 'ServiceError'
  constructor(
    readonly problem: ServiceProblem,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

/** What the frame answers for a server it cannot reach (the protocol's AUTH_ERROR_CODES.SERVER_UNREACHABLE). */
const UNREACHABLE_CODE = 'SERVER_UNREACHABLE' satisfies (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES]
/** The Foyer server's codes for a project it will not serve this page (projects/projectGuard.ts). */
const NOT_ALLOWED_CODES: ReadonlySet<unknown> = new Set(['INVALID_APP_CONFIGURATION', 'INVALID_PROJECT_ID', 'PROJECT_ID_NOT_CONFIGURED'])
/** fetch's network failure in Chromium, Firefox, Safari and Node. */
const NETWORK_FAILURE = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|fetch failed)$/

/** The problem behind an error, or undefined when it is not a service's (a wallet's answer, a bug). */
export function serviceProblemOf(error: unknown): ServiceProblem | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  if (error instanceof ServiceError) return error.problem
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown }
  if (error instanceof HttpError) return httpProblem(error)
  if (NOT_ALLOWED_CODES.has(code)) return 'notAllowed'
  if (code === UNREACHABLE_CODE) return 'unreachable'
  if (name === 'TimeoutError') return 'unreachable'
  if (name === 'TypeError' && typeof message === 'string' && NETWORK_FAILURE.test(message)) return 'unreachable'
  if (message === THROWN.REQUEST_ABORTED) return 'timeout'
  return undefined
}

function httpProblem(error: HttpError): ServiceProblem | undefined {
  const code = (error.body as { code?: unknown } | undefined)?.code
  if (NOT_ALLOWED_CODES.has(code) || error.status === 401 || error.status === 403) return 'notAllowed'
  if (error.status >= 500) return 'unreachable'
  return undefined
}
