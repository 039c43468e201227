/**
 * What a visitor reads when a step of the embedded wallet fails: always a text of the catalogue
 * (authErrors), chosen by the cause, never the frame's, the server's or a provider's own words. Those
 * go to the console, where the developer reads them.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import type { FoyerContext } from '../context.ts'
import { fillMessage } from '../messages/fill.ts'
import { isTextOf } from '../messages/localize.ts'
import { ServiceError, serviceProblemOf } from '../serviceError.ts'
import { reportConfiguration } from '../stores/apiAlerts.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { createLog } from '../log.ts'

/** The frame's and the server's codes a visitor reads a text of their own for (the protocol's AUTH_ERROR_CODES). */
const CODE_TEXTS: Readonly<Record<string, string>> = {
  CODE_INVALID: AUTH_MESSAGES.CODE_NOT_ACCEPTED,
  CODE_BURNED: AUTH_MESSAGES.CODE_LOCKED,
  TOO_MANY_WRONG_CODES: AUTH_MESSAGES.LOCKED_OUT,
  TOO_MANY_MAILS: AUTH_MESSAGES.MAIL_LIMIT,
}

/** The catalogue's text for a failed login step (English; the view shows its translation). */
export function loginFailureText(error: unknown): string {
  const { code, triesLeft } = (error as { code?: unknown; triesLeft?: unknown } | null) ?? {}
  // A wrong code that may be tried again says how often.
  if (code === 'CODE_INVALID' && typeof triesLeft === 'number' && triesLeft > 0) return fillMessage(AUTH_MESSAGES.CODE_WRONG, { count: String(triesLeft) })
  if (typeof code === 'string' && Object.hasOwn(CODE_TEXTS, code)) return CODE_TEXTS[code]!
  switch (serviceProblemOf(error)) {
    case 'unreachable':
      return AUTH_MESSAGES.SERVER_UNREACHABLE
    case 'notAllowed':
      return AUTH_MESSAGES.SITE_NOT_ALLOWED
    case 'timeout':
      return AUTH_MESSAGES.SOMETHING_WENT_WRONG
  }
  const message = (error as Error | null)?.message
  // The frame's default error ('An error occurred') says nothing a visitor can act on.
  const said = typeof message === 'string' && message !== AUTH_MESSAGES.FRAME_ERROR && isTextOf(AUTH_MESSAGES, message)
  return said ? message : AUTH_MESSAGES.LOGIN_FAILED
}

/**
 * The visitor's text for a failed step, after telling the developer what really happened: the
 * detail in the console when the text does not say it already, and a site the project refuses as
 * the configuration problem it is.
 */
export function reportLoginFailure(ctx: FoyerContext, step: string, error: unknown): string {
  const text = loginFailureText(error)
  const detail = describe(error)
  // A ServiceError was reported where its cause was found (the frame's server probe, its READY timeout).
  if (error instanceof ServiceError) return text
  if (serviceProblemOf(error) === 'notAllowed') reportConfiguration(ctx, 'INVALID_APP_CONFIGURATION', `${step}: ${detail}`)
  else if (text !== (error as Error | null)?.message || (error as Error | null)?.cause !== undefined) createLog(ctx.options).warn(`Foyer: ${step} failed: ${detail}`)
  return text
}

/** A failed step as an error with the visitor's text, its code kept (the views act on it) and the original as its cause. */
export function loginFailure(ctx: FoyerContext, step: string, error: unknown): Error {
  const failure = new FoyerError(reportLoginFailure(ctx, step, error), { cause: error })
  const code = (error as { code?: unknown } | null)?.code
  return code === undefined ? failure : Object.assign(failure, { code })
}

/** An error's message, code and causes, for the console. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as { code?: unknown }).code
  return `${error.message}${code === undefined ? '' : ` (${String(code)})`}${error.cause === undefined ? '' : `; ${describe(error.cause)}`}`
}
