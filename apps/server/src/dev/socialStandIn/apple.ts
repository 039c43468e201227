import { createHash } from 'node:crypto'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { z } from 'zod'
import type { ProviderSettings } from '../../auth/social/providerSettings.ts'
import type { AuthorizationFlow, Grant } from './authorizationFlow.ts'
import { devClientId, devProviderSettings, isDevClient } from './devClients.ts'
import { stableDecimalId, stableHexId, standInEmail } from './standInAccount.ts'
import { formPostPage, jsonAnswer, newSecret, redirectBack, type StandInRoute } from './standInHttp.ts'

/** appleid.apple.com's endpoints, under /apple on the stand-in, which is also the issuer of its id_tokens. */
const PATHS = {
  issuer: '/apple',
  authorize: '/apple/auth/authorize',
  token: '/apple/auth/token',
  keys: '/apple/auth/keys',
}

export function appleSettings(baseUrl: string): ProviderSettings {
  return devProviderSettings('apple', {
    authorizationEndpoint: baseUrl + PATHS.authorize,
    tokenEndpoint: baseUrl + PATHS.token,
    jwksUri: baseUrl + PATHS.keys,
    issuer: baseUrl + PATHS.issuer,
  })
}

/** The dev account's `sub`, in Apple's form: team-scoped, `<6 digits>.<32 hex>.<4 digits>`. */
export function appleSubject(login: string): string {
  return `00${stableDecimalId('apple', login, 4)}.${stableHexId('apple', login, 32)}.${stableDecimalId('apple-key', login, 4)}`
}

/**
 * The `user` field of the form post, Apple's only word on the person's name: the dev account's
 * name is its login, as a first name (Apple has no login name to give).
 */
function userField(login: string, scopes: readonly string[]): string {
  return JSON.stringify({
    ...(scopes.includes('name') && { name: { firstName: login, lastName: '' } }),
    ...(scopes.includes('email') && { email: standInEmail(login) }),
  })
}

const tokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  code: z.string().min(1),
  redirect_uri: z.string().min(1),
})

const ID_TOKEN_TTL_SECONDS = 600

/**
 * Sign in with Apple: asking for name or email requires response_mode=form_post, and the form post
 * carries `user` (name and email, as JSON) on the person's first authorization of the client only;
 * the token endpoint takes the client in the form and answers an RS256 id_token (email_verified and
 * is_private_email as the strings Apple sends). Apple documents no PKCE: a challenge is ignored.
 */
export async function appleStandIn(flow: AuthorizationFlow, baseUrl: string): Promise<StandInRoute[]> {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const kid = `foyer-dev-${newSecret(6)}`
  const publicJwk = { ...(await exportJWK(publicKey)), kid, use: 'sig', alg: 'RS256' }
  /** Who has authorized which client: Apple sends `user` the first time only. */
  const authorized = new Set<string>()

  const { authorizeRoute, redeem } = flow.forProvider({
    provider: 'apple',
    name: 'Apple',
    path: PATHS.authorize,
    pkce: 'ignored',
    codeTtlMs: 5 * 60_000,
    refusal: (request) => (request.scopes.length > 0 && request.responseMode !== 'form_post' ? 'response_mode must be form_post when name or email is requested' : undefined),
    sendBack: (request, fields) => (request.responseMode === 'form_post' ? formPostPage(request.redirectUri, fields) : redirectBack(request.redirectUri, fields)),
    declined: { error: 'user_cancelled_authorize' },
    grantedFields: (grant: Grant): Record<string, string> => {
      const person = `${grant.clientId}\n${grant.login}`
      if (authorized.has(person)) return {}
      authorized.add(person)
      return grant.scopes.includes('name') || grant.scopes.includes('email') ? { user: userField(grant.login, grant.scopes) } : {}
    },
  })

  const tokenRoute: StandInRoute = {
    method: 'POST',
    path: PATHS.token,
    answer: async (request) => {
      const body = tokenRequestSchema.safeParse(Object.fromEntries(request.form))
      if (!body.success) return jsonAnswer(400, { error: request.form.get('grant_type') === 'authorization_code' ? 'invalid_request' : 'unsupported_grant_type' })
      // The real client_secret is a JWT the developer signs; the dev client's is a plain secret.
      if (!isDevClient('apple', { id: body.data.client_id, secret: body.data.client_secret })) return jsonAnswer(400, { error: 'invalid_client' })
      const redeemed = redeem(body.data.code, { clientId: devClientId('apple'), redirectUri: body.data.redirect_uri })
      if (!redeemed.ok) return jsonAnswer(400, { error: 'invalid_grant', error_description: 'The code has expired or has been revoked.' })
      const accessToken = `a${newSecret()}`
      return jsonAnswer(200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: `r${newSecret()}`,
        id_token: await idToken(redeemed.value, accessToken),
      })
    },
  }

  async function idToken(grant: Grant, accessToken: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000)
    const email = grant.scopes.includes('email') ? { email: standInEmail(grant.login), email_verified: 'true', is_private_email: 'false' } : {}
    return new SignJWT({
      at_hash: createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url'),
      ...email,
      auth_time: now,
      nonce_supported: true,
      ...(grant.nonce !== undefined && { nonce: grant.nonce }),
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(baseUrl + PATHS.issuer)
      .setAudience(grant.clientId)
      .setSubject(appleSubject(grant.login))
      .setIssuedAt(now)
      .setExpirationTime(now + ID_TOKEN_TTL_SECONDS)
      .sign(privateKey)
  }

  const keysRoute: StandInRoute = { method: 'GET', path: PATHS.keys, answer: () => jsonAnswer(200, { keys: [publicJwk] }) }

  return [authorizeRoute, tokenRoute, keysRoute]
}
