import { z } from 'zod'
import type { ProviderSettings } from '../../auth/social/providerSettings.ts'
import type { AuthorizationFlow } from './authorizationFlow.ts'
import { devClientId, devProviderSettings, isDevClient } from './devClients.ts'
import { expiringStore } from './expiringStore.ts'
import { stableDecimalId, standInEmail } from './standInAccount.ts'
import { authorizationToken, basicCredentials, jsonAnswer, newSecret, redirectBack, type StandInRoute } from './standInHttp.ts'

/** discord.com's OAuth2 endpoints and API, under /discord on the stand-in. */
const PATHS = {
  authorize: '/discord/oauth2/authorize',
  token: '/discord/api/oauth2/token',
  me: '/discord/api/users/@me',
}

export function discordSettings(baseUrl: string): ProviderSettings {
  return devProviderSettings('discord', {
    authorizationEndpoint: baseUrl + PATHS.authorize,
    tokenEndpoint: baseUrl + PATHS.token,
    userinfoEndpoint: baseUrl + PATHS.me,
  })
}

/** GET /users/@me for the dev account of this login: a snowflake id, and email and `verified` only with the email scope. */
export function discordUser(login: string, scopes: readonly string[] = ['identify', 'email']) {
  return {
    id: stableDecimalId('discord', login, 18),
    username: login,
    discriminator: '0',
    global_name: login,
    avatar: null,
    banner: null,
    accent_color: null,
    locale: 'en-US',
    mfa_enabled: false,
    premium_type: 0,
    flags: 0,
    public_flags: 0,
    ...(scopes.includes('email') && { email: standInEmail(login), verified: true }),
  }
}

const tokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1),
  redirect_uri: z.string().min(1),
  code_verifier: z.string().optional(),
})

const UNAUTHORIZED = jsonAnswer(401, { message: '401: Unauthorized', code: 0 })

/**
 * Discord's OAuth2: a JSON token endpoint taking the client as Basic credentials or in the form,
 * refusing with `invalid_grant` and a description naming the parameter; its API answers
 * '401: Unauthorized'. The stand-in checks a PKCE challenge when one is sent.
 */
export function discordStandIn(flow: AuthorizationFlow): StandInRoute[] {
  const tokens = expiringStore<{ login: string; scopes: string[] }>(7 * 24 * 3600_000)
  const { authorizeRoute, redeem } = flow.forProvider({
    provider: 'discord',
    name: 'Discord',
    path: PATHS.authorize,
    pkce: 'whenSent',
    codeTtlMs: 10 * 60_000,
    sendBack: (request, fields) => redirectBack(request.redirectUri, fields),
    declined: { error: 'access_denied', error_description: 'The resource owner or authorization server denied the request' },
  })

  const tokenRoute: StandInRoute = {
    method: 'POST',
    path: PATHS.token,
    answer: (request) => {
      const client = basicCredentials(request) ?? { id: request.form.get('client_id'), secret: request.form.get('client_secret') }
      if (!isDevClient('discord', client)) return jsonAnswer(401, { error: 'invalid_client' })
      const body = tokenRequestSchema.safeParse(Object.fromEntries(request.form))
      if (!body.success) {
        if (request.form.get('grant_type') !== 'authorization_code') return jsonAnswer(400, { error: 'unsupported_grant_type' })
        const missing = body.error.issues[0]?.path.join('.')
        return jsonAnswer(400, { error: 'invalid_request', error_description: `Missing "${missing}" in request.` })
      }
      const redeemed = redeem(body.data.code, { clientId: devClientId('discord'), redirectUri: body.data.redirect_uri, codeVerifier: body.data.code_verifier })
      if (!redeemed.ok) {
        const parameter = redeemed.reason === 'redirect_uri' ? 'redirect_uri' : redeemed.reason === 'code_verifier' ? 'code_verifier' : 'code'
        return jsonAnswer(400, { error: 'invalid_grant', error_description: `Invalid "${parameter}" in request.` })
      }
      const { login, scopes } = redeemed.value
      return jsonAnswer(200, {
        token_type: 'Bearer',
        access_token: tokens.issue({ login, scopes }),
        expires_in: tokens.ttlSeconds,
        refresh_token: newSecret(),
        scope: scopes.join(' '),
      })
    },
  }

  const meRoute: StandInRoute = {
    method: 'GET',
    path: PATHS.me,
    answer: (request) => {
      const token = tokens.find(authorizationToken(request, ['Bearer']) ?? '')
      if (!token?.scopes.includes('identify')) return UNAUTHORIZED
      return jsonAnswer(200, discordUser(token.login, token.scopes))
    },
  }

  return [authorizeRoute, tokenRoute, meRoute]
}
