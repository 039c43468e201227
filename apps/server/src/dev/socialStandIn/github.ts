import { z } from 'zod'
import type { ProviderSettings } from '../../auth/social/providerSettings.ts'
import type { AuthorizationFlow } from './authorizationFlow.ts'
import { devClientId, devProviderSettings, isDevClient } from './devClients.ts'
import { expiringStore } from './expiringStore.ts'
import { stableDecimalId, stableHexId, standInEmail } from './standInAccount.ts'
import { authorizationToken, basicCredentials, formAnswer, jsonAnswer, redirectBack, type StandInRequest, type StandInRoute } from './standInHttp.ts'

/** github.com's OAuth endpoints and api.github.com's, under /github on the stand-in. */
const PATHS = {
  authorize: '/github/login/oauth/authorize',
  token: '/github/login/oauth/access_token',
  user: '/github/user',
  emails: '/github/user/emails',
}

export function githubSettings(baseUrl: string): ProviderSettings {
  return devProviderSettings('github', {
    authorizationEndpoint: baseUrl + PATHS.authorize,
    tokenEndpoint: baseUrl + PATHS.token,
    userinfoEndpoint: baseUrl + PATHS.user,
    emailsEndpoint: baseUrl + PATHS.emails,
  })
}

/** GET /user for the dev account of this login: a numeric id, and `email` null, as for everyone who keeps their address private. */
export function githubUser(login: string) {
  const id = Number(stableDecimalId('github', login, 8))
  return {
    login,
    id,
    node_id: `U_kgDO${stableHexId('github', login, 12)}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    html_url: `https://github.com/${login}`,
    type: 'User',
    site_admin: false,
    name: login,
    company: null,
    blog: '',
    location: null,
    email: null,
    bio: null,
    public_repos: 0,
    followers: 0,
    following: 0,
    created_at: '2020-01-01T00:00:00Z',
    updated_at: '2020-01-01T00:00:00Z',
  }
}

/** GET /user/emails: the private primary address, after the noreply one GitHub lists too. */
export function githubEmails(login: string) {
  return [
    { email: `${githubUser(login).id}+${login}@users.noreply.github.com`, primary: false, verified: true, visibility: null },
    { email: standInEmail(login), primary: true, verified: true, visibility: 'private' },
  ]
}

const TROUBLESHOOTING = 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors'
const TOKEN_ERRORS = {
  client: { error: 'incorrect_client_credentials', error_description: 'The client_id and/or client_secret passed are incorrect.', error_uri: `${TROUBLESHOOTING}/#incorrect-client-credentials` },
  code: { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.', error_uri: `${TROUBLESHOOTING}/#bad-verification-code` },
  redirect: {
    error: 'redirect_uri_mismatch',
    error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
    error_uri: `${TROUBLESHOOTING}/#redirect-uri-mismatch2`,
  },
}

const tokenRequestSchema = z.object({
  code: z.string().min(1),
  redirect_uri: z.string().optional(),
  code_verifier: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
})

/**
 * GitHub's OAuth app: its token endpoint answers form-encoded unless asked for JSON, and refuses
 * with HTTP 200 and an `error` field; its API takes `Bearer` or `token` and says 'Bad credentials'.
 * PKCE is optional at GitHub: a challenge sent is checked.
 */
export function githubStandIn(flow: AuthorizationFlow): StandInRoute[] {
  const tokens = expiringStore<{ login: string; scopes: string[] }>(8 * 3600_000)
  const { authorizeRoute, redeem } = flow.forProvider({
    provider: 'github',
    name: 'GitHub',
    path: PATHS.authorize,
    pkce: 'whenSent',
    codeTtlMs: 10 * 60_000,
    sendBack: (request, fields) => redirectBack(request.redirectUri, fields),
    declined: { error: 'access_denied', error_description: 'The user has denied your application access.', error_uri: `${TROUBLESHOOTING}/#access-denied` },
  })

  const tokenRoute: StandInRoute = {
    method: 'POST',
    path: PATHS.token,
    answer: (request) => {
      const answer = (fields: Record<string, string>) => (request.headers.accept?.includes('application/json') ? jsonAnswer(200, fields) : formAnswer(200, fields))
      const body = tokenRequestSchema.safeParse(Object.fromEntries(request.form))
      const client = basicCredentials(request) ?? { id: request.form.get('client_id'), secret: request.form.get('client_secret') }
      if (!isDevClient('github', client)) return answer(TOKEN_ERRORS.client)
      if (!body.success) return answer(TOKEN_ERRORS.code)
      const redeemed = redeem(body.data.code, { clientId: devClientId('github'), redirectUri: body.data.redirect_uri, codeVerifier: body.data.code_verifier })
      if (!redeemed.ok) return answer(redeemed.reason === 'redirect_uri' ? TOKEN_ERRORS.redirect : TOKEN_ERRORS.code)
      const { login, scopes } = redeemed.value
      return answer({ access_token: tokens.issue({ login, scopes }, 'gho_'), scope: scopes.join(','), token_type: 'bearer' })
    },
  }

  const signedIn = (request: StandInRequest) => tokens.find(authorizationToken(request, ['Bearer', 'token']) ?? '')
  const userRoute: StandInRoute = {
    method: 'GET',
    path: PATHS.user,
    answer: (request) => {
      const token = signedIn(request)
      return token ? jsonAnswer(200, githubUser(token.login)) : BAD_CREDENTIALS
    },
  }
  const emailsRoute: StandInRoute = {
    method: 'GET',
    path: PATHS.emails,
    answer: (request) => {
      const token = signedIn(request)
      if (!token) return BAD_CREDENTIALS
      // Without the user:email (or user) scope GitHub hides the list as not found.
      if (!token.scopes.some((scope) => scope === 'user:email' || scope === 'user')) {
        return jsonAnswer(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/users/emails#list-email-addresses-for-the-authenticated-user', status: '404' })
      }
      return jsonAnswer(200, githubEmails(token.login))
    },
  }

  return [authorizeRoute, tokenRoute, userRoute, emailsRoute]
}

const BAD_CREDENTIALS = jsonAnswer(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' })
