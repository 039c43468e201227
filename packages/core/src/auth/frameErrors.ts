import { ALERTS, type AlertKey } from '../errors.ts'

/** The error code an expired, revoked or badly signed session answers with (the frame and the server). */
export const SESSION_EXPIRED_CODE = 'JWT_TOKEN_NOT_VALID' satisfies AlertKey

/** The frame answered `<TYPE>_ERROR {message, code?}`: the message is for people, the code for the app. */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  constructor(
    message: string,
    readonly code?: string | number,
  ) {
    super(message)
  }
}

/** No READY from the frame in time: the project does not allow this origin, or the server is down. */
export class FrameTimeoutError extends Error {
  override name = 'FrameTimeoutError'
  constructor() {
    super(ALERTS.SOCIALS_TIMEOUT.longMessage)
  }
}

export function isSessionExpired(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === SESSION_EXPIRED_CODE
}
