import { HttpError } from '../../kernel/http/httpError.ts'
import type { AuthDeps } from '../authDeps.ts'
import { mailNotConfigured } from '../authErrors.ts'
import { spendMailBudget, type MailAudience } from '../throttle/authThrottle.ts'
import type { Mailer, OutgoingMail } from './mailer.ts'

/** The mailer, or the 503 saying email login is not configured. Asked before a code is made, so a refusal leaves no cooldown behind. */
export function requireMailer(deps: AuthDeps): Mailer {
  if (!deps.mailer) throw mailNotConfigured()
  return deps.mailer
}

/**
 * Sends a login mail, paid from the mail budgets of its address and of the client who asked for it
 * (auth/throttle): a known device's (or signed-in owner's) from the address's own budget, a
 * stranger's (the default) from the strangers' budgets. When a budget is spent (429) or the mail server refuses it (502), `undo` forgets
 * the code or link it carried, so nothing waits on a mail that never left.
 */
export async function sendAuthMail(deps: AuthDeps, mail: OutgoingMail, undo: () => Promise<void>, client: string, audience: MailAudience = 'stranger'): Promise<void> {
  try {
    await spendMailBudget(deps, { email: mail.to, client }, audience)
  } catch (error) {
    await forget(deps, undo)
    throw error
  }
  try {
    await requireMailer(deps).send(mail)
  } catch (error) {
    await forget(deps, undo)
    throw new HttpError(502, 'The login mail could not be sent: the mail server refused it or did not answer; try again shortly', { cause: error })
  }
}

async function forget(deps: AuthDeps, undo: () => Promise<void>): Promise<void> {
  await undo().catch((undoError: unknown) => deps.log.warn({ err: undoError }, 'auth: could not forget an unsent code'))
}
