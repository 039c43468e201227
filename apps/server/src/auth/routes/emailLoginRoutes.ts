import { AUTH_ROUTES } from '@foyer/auth-frame/protocol'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { badRequest } from '../../kernel/http/httpError.ts'
import { defineRoute, type AnyRoute } from '../../kernel/http/defineRoute.ts'
import type { PublicOrigin } from '../../kernel/http/publicOrigin.ts'
import { clientOf } from '../../kernel/http/clientAddress.ts'
import { projectOf } from '../../projects/projectGuard.ts'
import { deviceIdOf, findOrCreateEmailUser, sessionOf, startSession } from '../authAccounts.ts'
import type { AuthDeps } from '../authDeps.ts'
import { consumeCode, issueCode } from '../codes/loginCodes.ts'
import { approvalRequested, approveByToken, findApproval, isDeviceApproved, requestApproval, waitForApproval } from '../devices/deviceApproval.ts'
import { sendApprovedPage, sendConfirmPage, sendUnusablePage, UNUSABLE_LINK } from '../devices/deviceApprovalPage.ts'
import { deviceApprovalMail, loginCodeMail, mailAppName } from '../mail/authMails.ts'
import { requireMailer, sendAuthMail } from '../mail/sendAuthMail.ts'
import { AUTH_ERRORS, AUTH_TAGS, authQuery, authUrl } from './authRoute.ts'

export const DEVICE_APPROVE_PATH = '/device/approve'

const approvalToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token from the approval link in the mail')

/**
 * Email login (docs/design/embedded-wallet.md): a new device is approved once from a mailed link,
 * then a mailed 6-digit code signs the visitor in (the first login creates the user and its keys).
 */
export function emailLoginRoutes(deps: AuthDeps, options: { publicOrigin: PublicOrigin }): AnyRoute[] {
  const connectEmail = defineRoute({
    method: AUTH_ROUTES.connectEmail.method,
    url: authUrl(AUTH_ROUTES.connectEmail.path),
    access: 'frame',
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
        await sendAuthMail(deps, loginCodeMail(email, code, Math.round(deps.settings.codeTtlSeconds / 60), mailAppName(projectOf(request))), forget, clientOf(request), 'known')
        return { action: 'VERIFY_OTP' as const }
      }
      const { token, forget } = await requestApproval(deps, email, deviceId)
      const link = new URL(authUrl(DEVICE_APPROVE_PATH), options.publicOrigin())
      link.search = new URLSearchParams({ projectId: projectOf(request).id, token }).toString()
      await sendAuthMail(deps, deviceApprovalMail(email, link.toString(), mailAppName(projectOf(request))), forget, clientOf(request), 'stranger')
      return { action: 'VERIFY_DEVICE' as const }
    },
  })

  const connectDevice = defineRoute({
    method: AUTH_ROUTES.connectDevice.method,
    url: authUrl(AUTH_ROUTES.connectDevice.path),
    access: 'frame',
    summary: "Waits (up to 25 s) for the visitor to approve this device from the mailed link's page; approved: false means ask again (429: too many waits open from this client)",
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: AUTH_ROUTES.connectDevice.body,
    response: AUTH_ROUTES.connectDevice.response,
    errors: [...AUTH_ERRORS, 429],
    handler: async ({ body }, request) => {
      const deviceId = deviceIdOf(request)
      const email = body.email.toLowerCase()
      if (!(await approvalRequested(deps, email, deviceId))) {
        throw badRequest(`No approval was asked for this device and body.email: send the email to ${authUrl(AUTH_ROUTES.connectEmail.path)} first`)
      }
      const release = deps.longPolls.take(clientOf(request))
      try {
        return { approved: await waitForApproval(deps, email, deviceId, deps.settings.deviceWaitMs) }
      } finally {
        release()
      }
    },
  })

  const approvalQuery = z.strictObject({ ...authQuery.shape, token: approvalToken })
  /** A person opening the link reads a page; any other client gets the usual JSON error. */
  const unusable = (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.accept?.includes('text/html')) throw badRequest(`This approval link cannot be used: ${UNUSABLE_LINK}`)
    return sendUnusablePage(reply)
  }

  const showApproval = defineRoute({
    method: 'GET',
    url: authUrl(DEVICE_APPROVE_PATH),
    access: 'frame',
    summary: 'The approval link of the device mail: shows who asks to log in, and a button that approves the device (opening the link approves nothing)',
    tags: AUTH_TAGS,
    querystring: approvalQuery,
    produces: 'text/html',
    errors: AUTH_ERRORS,
    handler: async ({ query }, request, reply) => {
      const approval = await findApproval(deps, query.token)
      if (!approval) return unusable(request, reply)
      const project = projectOf(request)
      const action = `${authUrl(DEVICE_APPROVE_PATH)}?${new URLSearchParams({ projectId: project.id })}`
      return sendConfirmPage(reply, { ...approval, appName: project.name, action, token: query.token })
    },
  })

  const approve = defineRoute({
    method: 'POST',
    url: authUrl(DEVICE_APPROVE_PATH),
    access: 'frame',
    summary: "The approval page's button: approves the device the token was mailed for (once) and shows a page saying to return to the app",
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: z.strictObject({ token: approvalToken }),
    consumes: 'application/x-www-form-urlencoded',
    produces: 'text/html',
    errors: AUTH_ERRORS,
    handler: async ({ body }, request, reply) => {
      if (await approveByToken(deps, body.token)) return sendApprovedPage(reply)
      return unusable(request, reply)
    },
  })

  const connectOtp = defineRoute({
    method: AUTH_ROUTES.connectOtp.method,
    url: authUrl(AUTH_ROUTES.connectOtp.path),
    access: 'frame',
    summary:
      'Signs in with the mailed 6-digit code (single use, 10 minutes, 5 tries; 429 once the address or client is locked out after too many wrong codes); the first login creates the user and its keys',
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: AUTH_ROUTES.connectOtp.body,
    response: AUTH_ROUTES.connectOtp.response,
    errors: [...AUTH_ERRORS, 429],
    handler: async ({ body }, request) => {
      const deviceId = deviceIdOf(request)
      const email = body.email.toLowerCase()
      await consumeCode(deps, { email, purpose: 'login' }, body.otp, (row) => row.deviceId === deviceId, clientOf(request))
      return startSession(deps, await findOrCreateEmailUser(deps, email), { deviceId, projectId: projectOf(request).id })
    },
  })

  return [connectEmail, connectDevice, showApproval, approve, connectOtp]
}
