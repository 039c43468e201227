import type { AlertKey } from '../errors.ts'
import { ServiceError } from '../serviceError.ts'

/** The error code an expired, revoked or badly signed session answers with (the frame and the server). */
export const SESSION_EXPIRED_CODE = 'JWT_TOKEN_NOT_VALID' satisfies AlertKey

/**
 * No READY from the frame in time, though nothing told why (the server probe, frameModule.ts, names
 * an unreachable server or a refused site sooner): to the visitor, a request that timed out.
 */
export class FrameTimeoutError extends ServiceError {
  override name = 'FrameTimeoutError'
  constructor(waitedMs: number) {
    super('timeout', `the embedded wallet's frame did not say READY within ${waitedMs} ms`)
  }
}

export function isSessionExpired(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === SESSION_EXPIRED_CODE
}
