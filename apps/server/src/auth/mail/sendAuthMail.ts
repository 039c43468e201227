import { HttpError } from '../../http/httpError.ts'
import type { AuthDeps } from '../authDeps.ts'
import { mailNotConfigured } from '../authErrors.ts'
import type { Mailer, OutgoingMail } from './mailer.ts'

/** The mailer, or the 503 saying email login is not configured. Asked before a code is made, so a refusal leaves no cooldown behind. */
export function requireMailer(deps: AuthDeps): Mailer {
  if (!deps.mailer) throw mailNotConfigured()
  return deps.mailer
}

/** Sends a login mail; when the mail server refuses it, `undo` forgets the code or link it carried and the caller gets a 502. */
export async function sendAuthMail(deps: AuthDeps, mail: OutgoingMail, undo: () => Promise<void>): Promise<void> {
  try {
    await requireMailer(deps).send(mail)
  } catch (error) {
    await undo().catch((undoError: unknown) => deps.log.warn({ err: undoError }, 'auth: could not forget an unsent code'))
    throw new HttpError(502, 'The login mail could not be sent: the mail server refused it or did not answer; try again shortly', { cause: error })
  }
}
