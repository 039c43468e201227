import type { OAuthProvider } from '@foyer/auth-frame/protocol'
import type { OAuth2Tokens } from 'arctic'
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose'
import { z } from 'zod'
import { HttpError } from '../../kernel/http/httpError.ts'
import { PROVIDER_NAMES, type ProviderSettings, type UserinfoFormat } from './providerSettings.ts'

/** Who logged in: the provider's stable account id, their email only when the provider verified it, a name to show. */
export interface SocialIdentity {
  subject: string
  email?: string
  userName?: string
}

const verifiedFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])

/** OpenID Connect claims, in an id_token or a userinfo answer (Apple sends email_verified as a string). */
const oidcClaimsSchema = z.object({
  sub: z.string().min(1).max(256),
  email: z.string().max(320).optional(),
  email_verified: verifiedFlag.optional(),
  name: z.string().max(256).optional(),
  preferred_username: z.string().max(256).optional(),
})

/**
 * Reads the identity the tokens prove: the id_token verified against the provider's JWKS (issuer,
 * audience = our client id, expiry, and the nonce stored with the state), or the userinfo endpoint
 * read with the access token.
 */
export async function readSocialIdentity(provider: OAuthProvider, settings: ProviderSettings, tokens: OAuth2Tokens, { nonce, jwks }: { nonce: string; jwks: JwksCache }): Promise<SocialIdentity> {
  if (settings.identity === 'id_token') return verifyIdToken(provider, settings, tokens, nonce, jwks)
  return readUserinfo(provider, settings, tokens)
}

/** One remote key set per JWKS URL, so keys are fetched once and refreshed by jose when they rotate. */
export function jwksCache() {
  const sets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
  return (url: string) => {
    let set = sets.get(url)
    if (!set) sets.set(url, (set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 })))
    return set
  }
}
export type JwksCache = ReturnType<typeof jwksCache>

async function verifyIdToken(provider: OAuthProvider, settings: ProviderSettings, tokens: OAuth2Tokens, nonce: string, jwks: JwksCache) {
  const name = PROVIDER_NAMES[provider]
  let idToken: string
  try {
    idToken = tokens.idToken()
  } catch {
    throw new HttpError(502, `${name} answered without an id_token; its settings may not ask for the openid scope`)
  }
  let payload: unknown
  try {
    ;({ payload } = await jwtVerify(idToken, jwks(settings.jwksUri!), { issuer: settings.issuer!, audience: settings.clientId }))
  } catch (error) {
    if (error instanceof joseErrors.JWKSTimeout || (error instanceof Error && !(error instanceof joseErrors.JOSEError))) {
      throw new HttpError(502, `${name}'s signing keys could not be fetched to check the login`, { cause: error })
    }
    throw new HttpError(400, `${name}'s id_token was refused: ${describeJoseError(error)}`, { cause: error })
  }
  if ((payload as { nonce?: unknown }).nonce !== nonce) {
    throw new HttpError(400, `${name}'s id_token was refused: its nonce is not the one this login was started with`)
  }
  const claims = oidcClaimsSchema.safeParse(payload)
  if (!claims.success) throw new HttpError(502, `${name}'s id_token has no usable subject`)
  return fromOidcClaims(claims.data)
}

function describeJoseError(error: unknown): string {
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'it was issued to another client (audience)'
    if (error.claim === 'iss') return 'it comes from another issuer'
    return `its ${error.claim} claim is invalid (${error.reason})`
  }
  if (error instanceof joseErrors.JWTExpired) return 'it has expired'
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) {
    return 'its signature does not match the provider’s keys'
  }
  return error instanceof Error ? error.message : 'it could not be verified'
}

function fromOidcClaims(claims: z.output<typeof oidcClaimsSchema>): SocialIdentity {
  return {
    subject: claims.sub,
    ...(claims.email && claims.email_verified === true && { email: claims.email }),
    ...((claims.preferred_username ?? claims.name) && { userName: claims.preferred_username ?? claims.name }),
  }
}

/** Each provider's own userinfo JSON, read into an identity. Facebook does not say whether its email is verified, so it is left out. */
const USERINFO_READERS: Record<UserinfoFormat, (data: unknown) => SocialIdentity | undefined> = {
  oidc: (data) => {
    const claims = oidcClaimsSchema.safeParse(data)
    return claims.success ? fromOidcClaims(claims.data) : undefined
  },
  github: (data) => {
    const user = z.object({ id: z.number().int(), login: z.string().min(1) }).safeParse(data)
    return user.success ? { subject: String(user.data.id), userName: user.data.login } : undefined
  },
  discord: (data) => {
    const user = z.object({ id: z.string().min(1), username: z.string().min(1), email: z.string().nullish(), verified: z.boolean().optional() }).safeParse(data)
    if (!user.success) return undefined
    return { subject: user.data.id, userName: user.data.username, ...(user.data.email && user.data.verified && { email: user.data.email }) }
  },
  x: (data) => {
    const user = z.object({ data: z.object({ id: z.string().min(1), username: z.string().min(1) }) }).safeParse(data)
    return user.success ? { subject: user.data.data.id, userName: user.data.data.username } : undefined
  },
  facebook: (data) => {
    const user = z.object({ id: z.string().min(1), name: z.string().optional() }).safeParse(data)
    return user.success ? { subject: user.data.id, ...(user.data.name && { userName: user.data.name }) } : undefined
  },
}

async function readUserinfo(provider: OAuthProvider, settings: ProviderSettings, tokens: OAuth2Tokens): Promise<SocialIdentity> {
  const name = PROVIDER_NAMES[provider]
  const accessToken = tokens.accessToken()
  const data = await getJson(settings.userinfoEndpoint!, accessToken).catch((error: unknown) => {
    throw new HttpError(502, `${name} did not say who logged in: ${error instanceof Error ? error.message : 'no answer'}`, { cause: error })
  })
  const identity = USERINFO_READERS[settings.userinfoFormat](data)
  if (!identity) throw new HttpError(502, `${name}'s account answer has no account id`)
  if (settings.userinfoFormat === 'github' && settings.emailsEndpoint) {
    // Only the primary, verified address; without one (or if the list cannot be read) the user has no email.
    const email = await getJson(settings.emailsEndpoint, accessToken).then(primaryVerifiedEmail, () => undefined)
    if (email) identity.email = email
  }
  return identity
}

function primaryVerifiedEmail(data: unknown): string | undefined {
  const emails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() })).safeParse(data)
  return emails.success ? emails.data.find((entry) => entry.primary && entry.verified)?.email : undefined
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'foyer' },
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`HTTP ${response.status} from ${new URL(url).host}`)
  }
  return response.json()
}
