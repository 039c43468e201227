import { AUTH_ROUTES } from '@foyer/auth-frame/protocol'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { badRequest } from '../../http/httpError.ts'
import { defineRoute, type AnyRoute } from '../../http/defineRoute.ts'
import { projectOf } from '../../projects/projectGuard.ts'
import { deviceIdOf, findOrCreateEmailUser, sessionOf, startSession } from '../authAccounts.ts'
import type { AuthDeps } from '../authDeps.ts'
import { consumeCode, issueCode } from '../codes/loginCodes.ts'
import { approvalRequested, approveByToken, isDeviceApproved, requestApproval, waitForApproval } from '../devices/deviceApproval.ts'
import { requestOrigin } from '../frame/frameOrigin.ts'
import { deviceApprovalMail, escapeHtml, loginCodeMail } from '../mail/authMails.ts'
import { requireMailer, sendAuthMail } from '../mail/sendAuthMail.ts'
import { AUTH_ERRORS, AUTH_TAGS, authQuery, authUrl } from './authRoute.ts'

export const DEVICE_APPROVE_PATH = '/device/approve'

/**
 * Email login (docs/design/embedded-wallet.md): a new device is approved once from a mailed link,
 * then a mailed 6-digit code signs the visitor in (the first login creates the user and its keys).
 */
export function emailLoginRoutes(deps: AuthDeps, options: { publicUrl?: string }): AnyRoute[] {
  const connectEmail = defineRoute({
    method: AUTH_ROUTES.connectEmail.method,
    url: authUrl(AUTH_ROUTES.connectEmail.path),
    summary: 'Starts an email login: mails an approval link (new device), or a 6-digit code (known device); CONNECT when already signed in as that email',
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: AUTH_ROUTES.connectEmail.body,
    response: AUTH_ROUTES.connectEmail.response,
    errors: [...AUTH_ERRORS, 429, 502, 503],
    handler: async ({ body }, request) => {
      const deviceId = deviceIdOf(request)
      const email = body.email.toLowerCase()
      const signedIn = await sessionOf(deps, request, deviceId)
      if (signedIn && signedIn.user.email === email) return { action: 'CONNECT' as const }
      requireMailer(deps)
      if (await isDeviceApproved(deps, email, deviceId)) {
        const { code, forget } = await issueCode(deps, { email, purpose: 'login', deviceId })
        await sendAuthMail(deps, loginCodeMail(email, code, Math.round(deps.settings.codeTtlSeconds / 60)), forget)
        return { action: 'VERIFY_OTP' as const }
      }
      const { token, forget } = await requestApproval(deps, email, deviceId)
      const link = new URL(authUrl(DEVICE_APPROVE_PATH), options.publicUrl ?? requestOrigin(request))
      link.search = new URLSearchParams({ projectId: projectOf(request).id, token }).toString()
      await sendAuthMail(deps, deviceApprovalMail(email, link.toString()), forget)
      return { action: 'VERIFY_DEVICE' as const }
    },
  })

  const connectDevice = defineRoute({
    method: AUTH_ROUTES.connectDevice.method,
    url: authUrl(AUTH_ROUTES.connectDevice.path),
    summary: 'Waits (up to 25 s) for the visitor to open the approval link mailed for this device; approved: false means ask again',
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: AUTH_ROUTES.connectDevice.body,
    response: AUTH_ROUTES.connectDevice.response,
    errors: AUTH_ERRORS,
    handler: async ({ body }, request) => {
      const deviceId = deviceIdOf(request)
      const email = body.email.toLowerCase()
      if (!(await approvalRequested(deps, email, deviceId))) {
        throw badRequest(`No approval was asked for this device and body.email: send the email to ${authUrl(AUTH_ROUTES.connectEmail.path)} first`)
      }
      return { approved: await waitForApproval(deps, email, deviceId, deps.settings.deviceWaitMs) }
    },
  })

  const approve = defineRoute({
    method: 'GET',
    url: authUrl(DEVICE_APPROVE_PATH),
    summary: 'The approval link of the device mail: approves the device (once) and shows a page saying to return to the app',
    tags: AUTH_TAGS,
    querystring: z.strictObject({ ...authQuery.shape, token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token from the approval link in the mail') }),
    produces: 'text/html',
    errors: AUTH_ERRORS,
    handler: async ({ query }, request, reply) => {
      if (await approveByToken(deps, query.token)) return page(reply, 200, 'Device approved — return to the app', 'You can close this tab: the app continues the login.')
      const why = 'It was already used, has expired (links work for 10 minutes), or was replaced by a newer one. Start the login again from the app.'
      // A person opening the link reads a page; any other client gets the usual JSON error.
      if (!request.headers.accept?.includes('text/html')) throw badRequest(`This approval link cannot be used: ${why}`)
      return page(reply, 400, 'This link cannot be used', why)
    },
  })

  const connectOtp = defineRoute({
    method: AUTH_ROUTES.connectOtp.method,
    url: authUrl(AUTH_ROUTES.connectOtp.path),
    summary: 'Signs in with the mailed 6-digit code (single use, 10 minutes, 5 tries); the first login creates the user and its keys',
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: AUTH_ROUTES.connectOtp.body,
    response: AUTH_ROUTES.connectOtp.response,
    errors: AUTH_ERRORS,
    handler: async ({ body }, request) => {
      const deviceId = deviceIdOf(request)
      const email = body.email.toLowerCase()
      await consumeCode(deps, { email, purpose: 'login' }, body.otp, (row) => row.deviceId === deviceId)
      return startSession(deps, await findOrCreateEmailUser(deps, email), deviceId)
    },
  })

  return [connectEmail, connectDevice, approve, connectOtp]
}

function page(reply: FastifyReply, status: number, title: string, text: string): string {
  reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body { font: 18px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; text-align: center; color: #1b1b1f; }</style>
</head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body>
</html>`
}
