import { AUTH_ROUTES } from '@foyer/auth-frame/protocol'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { defineRoute, type AnyRoute } from '../../kernel/http/defineRoute.ts'
import { badRequest, HttpError } from '../../kernel/http/httpError.ts'
import { clientOf } from '../../kernel/http/clientAddress.ts'
import { authenticateRequest, findUserByEmail } from '../authAccounts.ts'
import type { AuthDeps } from '../authDeps.ts'
import { authUsers, type AuthUserRow } from '../authUsersTable.ts'
import { authCodes } from '../codes/authCodesTable.ts'
import { consumeCode, issueCode } from '../codes/loginCodes.ts'
import { approveDevice } from '../devices/deviceApproval.ts'
import { addressInUseMail, mailAppName, updatePrimaryCodeMail, updateSecondaryCodeMail } from '../mail/authMails.ts'
import { projectOf } from '../../projects/projectGuard.ts'
import { requireMailer, sendAuthMail } from '../mail/sendAuthMail.ts'
import { AUTH_ERRORS, AUTH_TAGS, authQuery, authUrl } from './authRoute.ts'

/**
 * Changing the login email: a code to the current address proves the account's owner asks, a
 * code to the new address proves it is theirs; then the new address is stored. Whether the new
 * address belongs to another account is never told to the caller (that would let anyone list the
 * registered addresses): both answer alike, and the address's owner is told by mail instead of
 * getting a code.
 */
export function emailUpdateRoutes(deps: AuthDeps): AnyRoute[] {
  const start = defineRoute({
    method: AUTH_ROUTES.updateEmail.method,
    url: authUrl(AUTH_ROUTES.updateEmail.path),
    access: 'frame',
    summary: 'Starts an email change: mails a code to the current address',
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: AUTH_ROUTES.updateEmail.body,
    response: AUTH_ROUTES.updateEmail.response,
    errors: [...AUTH_ERRORS, 429, 502, 503],
    handler: async ({ body }, request) => {
      const { user } = await authenticateRequest(deps, request)
      const current = currentEmail(user)
      const newEmail = body.email.toLowerCase()
      if (newEmail === current) throw badRequest('body.email is already your email')
      requireMailer(deps)
      const { code, forget } = await issueCode(deps, { email: current, purpose: 'update_primary', userId: user.id, newEmail })
      await sendAuthMail(deps, updatePrimaryCodeMail(current, code, newEmail, mailAppName(projectOf(request))), forget, clientOf(request), 'known')
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },
  })

  const primary = defineRoute({
    method: AUTH_ROUTES.updateEmailPrimaryOtp.method,
    url: authUrl(AUTH_ROUTES.updateEmailPrimaryOtp.path),
    access: 'frame',
    summary: 'Confirms an email change with the code sent to the current address; mails a code to the new one',
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: AUTH_ROUTES.updateEmailPrimaryOtp.body,
    response: AUTH_ROUTES.updateEmailPrimaryOtp.response,
    errors: [...AUTH_ERRORS, 429, 502, 503],
    handler: async ({ body }, request) => {
      const { user } = await authenticateRequest(deps, request)
      requireMailer(deps)
      const client = clientOf(request)
      const row = await consumeCode(deps, { email: currentEmail(user), purpose: 'update_primary' }, body.otp, (code) => code.userId === user.id && code.newEmail !== null, client)
      await mailSecondaryCode(deps, user, row.newEmail!, request)
      return { action: 'VERIFY_SECONDARY_OTP' as const }
    },
  })

  const resendSecondary = defineRoute({
    method: AUTH_ROUTES.updateEmailSecondaryResend.method,
    url: authUrl(AUTH_ROUTES.updateEmailSecondaryResend.path),
    access: 'frame',
    summary: 'Mails the code to the new address of an email change again (after the 30 s cooldown)',
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: AUTH_ROUTES.updateEmailSecondaryResend.body,
    response: AUTH_ROUTES.updateEmailSecondaryResend.response,
    errors: [...AUTH_ERRORS, 429, 502, 503],
    handler: async (_input, request) => {
      const { user } = await authenticateRequest(deps, request)
      requireMailer(deps)
      // The change this user confirmed with the first code, still waiting for the second (its code
      // may have expired: that is a reason to ask again).
      const [waiting] = await deps.db
        .select({ newEmail: authCodes.newEmail })
        .from(authCodes)
        .where(and(eq(authCodes.userId, user.id), eq(authCodes.purpose, 'update_secondary'), isNull(authCodes.consumedAt)))
        .orderBy(desc(authCodes.createdAt))
        .limit(1)
      if (!waiting?.newEmail) throw badRequest('No email change is waiting for the code to the new address: start the change again')
      await mailSecondaryCode(deps, user, waiting.newEmail, request)
      return { action: 'VERIFY_SECONDARY_OTP' as const }
    },
  })

  const secondary = defineRoute({
    method: AUTH_ROUTES.updateEmailSecondaryOtp.method,
    url: authUrl(AUTH_ROUTES.updateEmailSecondaryOtp.path),
    access: 'frame',
    summary: 'Finishes an email change with the code sent to the new address: the new email is stored',
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: AUTH_ROUTES.updateEmailSecondaryOtp.body,
    response: AUTH_ROUTES.updateEmailSecondaryOtp.response,
    errors: [...AUTH_ERRORS, 409, 429],
    handler: async ({ body }, request) => {
      const { user, deviceId } = await authenticateRequest(deps, request)
      const row = await consumeCode(deps, { userId: user.id, purpose: 'update_secondary' }, body.otp, (code) => code.newEmail !== null, clientOf(request))
      const newEmail = row.newEmail!
      try {
        await deps.db
          .update(authUsers)
          .set({ email: newEmail, updatedAt: new Date(deps.now()) })
          .where(eq(authUsers.id, user.id))
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken()
        throw error
      }
      // This device just proved it reads the new mailbox: it logs in with it without another link.
      await approveDevice(deps, newEmail, deviceId)
      return { email: newEmail }
    },
  })

  return [start, primary, resendSecondary, secondary]
}

/**
 * The code to the new address. A code is made either way, so the answers (and the tries it allows)
 * are the same; only the mail differs: an address that is another account's gets word of the try
 * instead, and its owner reads it.
 */
async function mailSecondaryCode(deps: AuthDeps, user: AuthUserRow, newEmail: string, request: FastifyRequest): Promise<void> {
  const { code, forget } = await issueCode(deps, { email: newEmail, purpose: 'update_secondary', userId: user.id, newEmail })
  const taken = await isTakenByAnother(deps, user, newEmail)
  const app = mailAppName(projectOf(request))
  await sendAuthMail(deps, taken ? addressInUseMail(newEmail, app) : updateSecondaryCodeMail(newEmail, code, app), forget, clientOf(request))
}

function currentEmail(user: AuthUserRow): string {
  if (user.email === null) throw badRequest('This account has no email to change: it signs in with a social account')
  return user.email
}

async function isTakenByAnother(deps: AuthDeps, user: AuthUserRow, email: string): Promise<boolean> {
  const owner = await findUserByEmail(deps, email)
  return owner !== undefined && owner.id !== user.id
}

const emailTaken = () => new HttpError(409, 'body.email belongs to another account')

/** PostgreSQL's unique_violation (23505), however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}
