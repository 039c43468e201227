import { AUTH_ROUTES } from '@foyer/auth-frame/protocol'
import { z } from 'zod'
import { defineRoute, type AnyRoute } from '../../kernel/http/defineRoute.ts'
import { projectOf } from '../../projects/projectGuard.ts'
import { authenticateRequest, bearerToken, deviceIdOf, sessionOf, userAnswer } from '../authAccounts.ts'
import type { AuthDeps } from '../authDeps.ts'
import { verifySession, revokeSession } from '../sessions/sessionTokens.ts'
import { AUTH_ERRORS, AUTH_TAGS, authQuery, authUrl } from './authRoute.ts'

/** The frame's session: whether it is live, signing out, the signed-in user on a chain, and the chains with smart accounts. */
export function sessionRoutes(deps: AuthDeps): AnyRoute[] {
  const session = defineRoute({
    method: AUTH_ROUTES.session.method,
    url: authUrl(AUTH_ROUTES.session.path),
    access: 'frame',
    summary: 'Whether the bearer token is a live session of this device, and until when',
    tags: AUTH_TAGS,
    querystring: authQuery,
    response: AUTH_ROUTES.session.response,
    errors: AUTH_ERRORS,
    handler: async (_input, request) => {
      const found = await sessionOf(deps, request, deviceIdOf(request))
      return found ? { isConnected: true, expiresAt: found.session.expiresAt } : { isConnected: false }
    },
  })

  const signOut = defineRoute({
    method: AUTH_ROUTES.signOut.method,
    url: authUrl(AUTH_ROUTES.signOut.path),
    access: 'frame',
    summary: "Signs out: the bearer token's session is revoked (signing out of no session succeeds too)",
    tags: AUTH_TAGS,
    querystring: authQuery,
    // The frame posts {}; nothing in it is read, so no body is declared (or required).
    response: AUTH_ROUTES.signOut.response,
    errors: AUTH_ERRORS,
    handler: async (_input, request) => {
      const deviceId = deviceIdOf(request)
      const token = bearerToken(request)
      const live = token ? await verifySession(deps, token, { deviceId, projectId: projectOf(request).id }) : null
      if (live) await revokeSession(deps, live.sid)
      return {}
    },
  })

  const user = defineRoute({
    method: AUTH_ROUTES.user.method,
    url: authUrl(AUTH_ROUTES.user.path),
    access: 'frame',
    summary: 'The signed-in user: email, name and address on the chain asked for (CAIP-2 or an EVM chain number; default the first served chain)',
    tags: AUTH_TAGS,
    querystring: z.strictObject({
      ...authQuery.shape,
      chainId: z
        .string()
        .max(64)
        .refine((chainId) => deps.chains.find(chainId) !== undefined, `must be a chain this server serves: ${deps.chains.ids.join(', ')}`)
        .optional(),
      accountType: AUTH_ROUTES.user.query.shape.accountType,
    }),
    response: AUTH_ROUTES.user.response,
    errors: [...AUTH_ERRORS, 502],
    handler: async ({ query }, request) => {
      const { user } = await authenticateRequest(deps, request)
      return userAnswer(deps, user, query.chainId === undefined ? deps.chains.defaultChain : deps.chains.find(query.chainId)!, query.accountType)
    },
  })

  const smartAccountChains = defineRoute({
    method: AUTH_ROUTES.smartAccountChains.method,
    url: authUrl(AUTH_ROUTES.smartAccountChains.path),
    access: 'frame',
    summary: 'The served chains where the embedded wallet holds a smart account for each user (their config names a bundler)',
    tags: AUTH_TAGS,
    querystring: authQuery,
    response: AUTH_ROUTES.smartAccountChains.response,
    errors: AUTH_ERRORS,
    handler: async () => ({ chains: [...deps.accounts.smartAccountChains] }),
  })

  return [session, signOut, user, smartAccountChains]
}
