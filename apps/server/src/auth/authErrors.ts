import { AUTH_ERROR_CODES } from '@foyer/auth-frame/protocol'
import { tryAgainAfterMessage } from '@foyer/core/internal'
import { HttpError } from '../kernel/http/httpError.ts'

/** An auth refusal the frame acts on: `{ error, message, code }`, and a wrong code's `triesLeft`. */
export class AuthError extends HttpError {
  triesLeft?: number

  constructor(
    statusCode: number,
    message: string,
    readonly code: string | number,
    readonly retryAfterSeconds?: number,
  ) {
    super(statusCode, message)
    this.name = 'AuthError'
  }

  override get body() {
    return { ...super.body, code: this.code, ...(this.triesLeft === undefined ? {} : { triesLeft: this.triesLeft }) }
  }
}

/** No session, or an expired, revoked or badly signed one: the app shows 'Session Expired'. */
export const sessionExpired = () => new AuthError(401, 'Session Expired', AUTH_ERROR_CODES.SESSION_EXPIRED)

/** The same email asked for a mail too soon after the last one. */
export const emailCooldown = (seconds: number) => new AuthError(429, tryAgainAfterMessage(seconds), AUTH_ERROR_CODES.COOLDOWN, seconds)

export const codeInvalid = (message: string) => new AuthError(400, message, AUTH_ERROR_CODES.CODE_INVALID)
/** A wrong code that may be tried again: the message says how often, and `triesLeft` tells the app. */
export const codeWrong = (triesLeft: number) => Object.assign(codeInvalid(`That code is not right: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`), { triesLeft })
export const codeBurned = () => new AuthError(400, 'Too many wrong codes: this code no longer works. Request a new code.', AUTH_ERROR_CODES.CODE_BURNED)

/** Too many wrong codes for the address or from the client, across codes. */
export const lockedOut = (seconds: number) => new AuthError(429, `Too many wrong codes: try again in ${inMinutes(seconds)}`, AUTH_ERROR_CODES.LOCKED_OUT, seconds)

/** Too many login mails to the mailbox or from the client this hour. */
export const mailBudgetSpent = (seconds: number) => new AuthError(429, `Too many login emails were asked for: try again in ${inMinutes(seconds)}`, AUTH_ERROR_CODES.MAIL_BUDGET, seconds)

function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** Login by email needs a way to send mail. */
export const mailNotConfigured = () => new HttpError(503, 'Email login is not configured: set FOYER_SMTP_URL')
