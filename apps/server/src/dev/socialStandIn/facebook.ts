import { z } from 'zod'
import type { ProviderSettings } from '../../auth/social/providerSettings.ts'
import type { AuthorizationFlow } from './authorizationFlow.ts'
import { devClientId, devClientSecret, devProviderSettings } from './devClients.ts'
import { expiringStore } from './expiringStore.ts'
import { stableDecimalId, standInEmail } from './standInAccount.ts'
import { authorizationToken, jsonAnswer, newSecret, redirectBack, type StandInAnswer, type StandInRequest, type StandInRoute } from './standInHttp.ts'

/** www.facebook.com's login dialog and graph.facebook.com's endpoints, under /facebook on the stand-in. */
const PATHS = {
  authorize: '/facebook/v19.0/dialog/oauth',
  token: '/facebook/v19.0/oauth/access_token',
  me: '/facebook/me',
}

export function facebookSettings(baseUrl: string): ProviderSettings {
  return devProviderSettings('facebook', {
    authorizationEndpoint: baseUrl + PATHS.authorize,
    tokenEndpoint: baseUrl + PATHS.token,
    userinfoEndpoint: `${baseUrl}${PATHS.me}?fields=id,name,email`,
  })
}

/** The Graph API's User node for the dev account of this login: an app-scoped numeric id. */
export function facebookUser(login: string) {
  return { id: stableDecimalId('facebook', login, 16), name: login, email: standInEmail(login), first_name: login, last_name: '', short_name: login }
}
type UserField = keyof ReturnType<typeof facebookUser>
const USER_FIELDS = new Set<string>(Object.keys(facebookUser('')))

/** Graph API's error: always an OAuthException object, with a trace id to quote to Facebook. */
function oauthException(message: string, code: number, subcode?: number, headers: Record<string, string> = {}): StandInAnswer {
  return jsonAnswer(400, { error: { message, type: 'OAuthException', code, ...(subcode !== undefined && { error_subcode: subcode }), fbtrace_id: newSecret(8) } }, headers)
}

const tokenRequestSchema = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  redirect_uri: z.string().min(1),
  code: z.string().min(1),
  code_verifier: z.string().optional(),
})

const REDEMPTION_REFUSALS = {
  unknown: () => oauthException('Invalid verification code format.', 100),
  client: () => oauthException('Invalid verification code format.', 100),
  used: () => oauthException('This authorization code has been used.', 100, 36009),
  expired: () => oauthException('This authorization code has expired.', 100, 36007),
  redirect_uri: () => oauthException('Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request', 100, 36008),
  code_verifier: () => oauthException('Invalid code verifier.', 100),
}

/**
 * Facebook Login: the dialog sends the person back with `#_=_` after the query; the token endpoint
 * takes the client in the parameters (GET or POST) and refuses with Graph's OAuthException; /me
 * answers only the fields asked for, the email only with the email permission.
 */
export function facebookStandIn(flow: AuthorizationFlow): StandInRoute[] {
  const tokens = expiringStore<{ login: string; scopes: string[] }>(60 * 24 * 3600_000)
  const { authorizeRoute, redeem } = flow.forProvider({
    provider: 'facebook',
    name: 'Facebook',
    path: PATHS.authorize,
    pkce: 'whenSent',
    codeTtlMs: 10 * 60_000,
    sendBack: (request, fields) => redirectBack(request.redirectUri, fields, '_=_'),
    declined: { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied' },
  })

  const exchange = (request: StandInRequest): StandInAnswer => {
    const parameters = tokenRequestSchema.safeParse({ ...Object.fromEntries(request.url.searchParams), ...Object.fromEntries(request.form) })
    if (!parameters.success) return oauthException(`The parameter ${parameters.error.issues[0]?.path.join('.')} is required`, 100)
    const { client_id, client_secret, redirect_uri, code, code_verifier } = parameters.data
    if (client_id !== devClientId('facebook')) return oauthException('Error validating application. Invalid application ID.', 101)
    if (client_secret !== devClientSecret('facebook')) return oauthException('Error validating client secret.', 1)
    const redeemed = redeem(code, { clientId: client_id, redirectUri: redirect_uri, codeVerifier: code_verifier })
    if (!redeemed.ok) return REDEMPTION_REFUSALS[redeemed.reason]()
    const { login, scopes } = redeemed.value
    return jsonAnswer(200, { access_token: tokens.issue({ login, scopes }, 'EAA'), token_type: 'bearer', expires_in: tokens.ttlSeconds })
  }

  const meRoute: StandInRoute = {
    method: 'GET',
    path: PATHS.me,
    answer: (request) => {
      const accessToken = request.url.searchParams.get('access_token') ?? authorizationToken(request, ['Bearer', 'OAuth'])
      if (!accessToken) return oauthException('An active access token must be used to query information about the current user.', 2500)
      const token = tokens.find(accessToken)
      if (!token) return oauthException('Invalid OAuth access token data.', 190, undefined, { 'www-authenticate': 'OAuth "Facebook Platform" "invalid_token" "Invalid OAuth access token data."' })
      // The id comes whether asked for or not.
      const fields = new Set(['id', ...(request.url.searchParams.get('fields') ?? 'name').split(',').map((field) => field.trim())])
      const unknown = [...fields].find((field) => !USER_FIELDS.has(field))
      if (unknown) return oauthException(`(#100) Tried accessing nonexisting field (${unknown}) on node type (User)`, 100)
      const user = facebookUser(token.login)
      const granted = (field: string) => field !== 'email' || token.scopes.includes('email')
      return jsonAnswer(200, Object.fromEntries([...fields].filter(granted).map((field) => [field, user[field as UserField]])))
    },
  }

  return [authorizeRoute, { method: 'GET', path: PATHS.token, answer: exchange }, { method: 'POST', path: PATHS.token, answer: exchange }, meRoute]
}
