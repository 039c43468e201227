import { z } from 'zod'
import type { ProviderSettings } from '../../auth/social/providerSettings.ts'
import type { AuthorizationFlow } from './authorizationFlow.ts'
import { devClientId, devProviderSettings, isDevClient } from './devClients.ts'
import { expiringStore } from './expiringStore.ts'
import { stableDecimalId } from './standInAccount.ts'
import { authorizationToken, basicCredentials, jsonAnswer, redirectBack, type StandInRoute } from './standInHttp.ts'

/** x.com's authorization page and api.x.com's OAuth 2.0 and v2 endpoints, under /x on the stand-in. */
const PATHS = {
  authorize: '/x/i/oauth2/authorize',
  token: '/x/2/oauth2/token',
  me: '/x/2/users/me',
}

export function xSettings(baseUrl: string): ProviderSettings {
  return devProviderSettings('x', {
    authorizationEndpoint: baseUrl + PATHS.authorize,
    tokenEndpoint: baseUrl + PATHS.token,
    userinfoEndpoint: baseUrl + PATHS.me,
  })
}

/** GET /2/users/me for the dev account of this login: its default fields, which carry no email. */
export function xUser(login: string) {
  return { data: { id: stableDecimalId('x', login, 19), name: login, username: login } }
}

const tokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1),
  redirect_uri: z.string().min(1),
  code_verifier: z.string().min(1),
})

const invalidRequest = (description: string) => jsonAnswer(400, { error: 'invalid_request', error_description: description })
const REDEMPTION_REFUSALS = {
  unknown: 'Value passed for the authorization code was invalid.',
  used: 'Value passed for the authorization code was invalid.',
  expired: 'Value passed for the authorization code was invalid.',
  client: 'Value passed for the authorization code was invalid.',
  redirect_uri: 'Value passed for the redirect uri did not match the uri of the authorization code.',
  code_verifier: 'Value passed for the code verifier did not match the code challenge.',
}
const problem = (status: 401 | 403, title: 'Unauthorized' | 'Forbidden') => jsonAnswer(status, { title, type: 'about:blank', status, detail: title })

/**
 * X's OAuth 2.0: PKCE (S256 here) and state required, a confidential client authenticated with
 * HTTP Basic only, codes that live 30 seconds; the v2 API answers problem JSON and needs both
 * users.read and tweet.read.
 */
export function xStandIn(flow: AuthorizationFlow): StandInRoute[] {
  const tokens = expiringStore<{ login: string; scopes: string[] }>(2 * 3600_000)
  const { authorizeRoute, redeem } = flow.forProvider({
    provider: 'x',
    name: 'X',
    path: PATHS.authorize,
    pkce: 'required',
    codeTtlMs: 30_000,
    refusal: (request) => (request.state === undefined ? 'state is required' : undefined),
    sendBack: (request, fields) => redirectBack(request.redirectUri, fields),
    declined: { error: 'access_denied' },
  })

  const tokenRoute: StandInRoute = {
    method: 'POST',
    path: PATHS.token,
    answer: (request) => {
      if (!isDevClient('x', basicCredentials(request) ?? {})) return jsonAnswer(401, { error: 'unauthorized_client', error_description: 'Missing valid authorization header' })
      const body = tokenRequestSchema.safeParse(Object.fromEntries(request.form))
      if (!body.success) return invalidRequest(`Missing required parameter [${body.error.issues[0]?.path.join('.')}].`)
      const redeemed = redeem(body.data.code, { clientId: devClientId('x'), redirectUri: body.data.redirect_uri, codeVerifier: body.data.code_verifier })
      if (!redeemed.ok) return invalidRequest(REDEMPTION_REFUSALS[redeemed.reason])
      const { login, scopes } = redeemed.value
      return jsonAnswer(200, { token_type: 'bearer', expires_in: tokens.ttlSeconds, access_token: tokens.issue({ login, scopes }), scope: scopes.join(' ') })
    },
  }

  const meRoute: StandInRoute = {
    method: 'GET',
    path: PATHS.me,
    answer: (request) => {
      const token = tokens.find(authorizationToken(request, ['Bearer']) ?? '')
      if (!token) return problem(401, 'Unauthorized')
      if (!token.scopes.includes('users.read') || !token.scopes.includes('tweet.read')) return problem(403, 'Forbidden')
      return jsonAnswer(200, xUser(token.login))
    },
  }

  return [authorizeRoute, tokenRoute, meRoute]
}
