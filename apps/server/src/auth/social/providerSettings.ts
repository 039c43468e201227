import { OAUTH_PROVIDERS, type OAuthProvider } from '@foyer/auth-frame/protocol'
import { z } from 'zod'

const httpsOrLoopbackUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/** How a provider's userinfo answer names the account: OpenID Connect claims, or the provider's own JSON. */
export const USERINFO_FORMATS = ['oidc', 'github', 'discord', 'x', 'facebook'] as const
export type UserinfoFormat = (typeof USERINFO_FORMATS)[number]

/**
 * One OAuth 2 provider: where its endpoints are, the client Foyer is registered as, and where the
 * account's identity comes from (a verified id_token, or the userinfo endpoint read with the access token).
 */
export const providerSettingsSchema = z
  .object({
    authorizationEndpoint: httpsOrLoopbackUrl,
    tokenEndpoint: httpsOrLoopbackUrl,
    userinfoEndpoint: httpsOrLoopbackUrl.optional(),
    /** GitHub: its verified primary email comes from here, as /user only shows the public one. */
    emailsEndpoint: httpsOrLoopbackUrl.optional(),
    jwksUri: httpsOrLoopbackUrl.optional(),
    issuer: z.string().min(1).optional(),
    clientId: z.string().min(1),
    /** Apple's is a JWT the operator signs with their key (valid up to 6 months). */
    clientSecret: z.string().min(1).optional(),
    /** client_secret_basic (HTTP Basic, the default) or client_secret_post (Apple, Facebook). */
    tokenAuthMethod: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
    scopes: z.array(z.string().min(1)),
    identity: z.enum(['id_token', 'userinfo']),
    userinfoFormat: z.enum(USERINFO_FORMATS).default('oidc'),
    /** Apple answers with a POST to the callback (form_post) when name or email is asked for. */
    responseMode: z.enum(['query', 'form_post']).default('query'),
  })
  .refine((s) => s.identity !== 'id_token' || (s.jwksUri && s.issuer), {
    message: 'an id_token provider needs jwksUri and issuer to verify its tokens',
  })
  .refine((s) => s.identity !== 'userinfo' || s.userinfoEndpoint, { message: 'a userinfo provider needs userinfoEndpoint' })

export type ProviderSettings = z.output<typeof providerSettingsSchema>
export type ProviderSettingsInput = z.input<typeof providerSettingsSchema>

/** The enabled providers; a provider left out answers 400 '<provider> login is not configured on this server'. */
export const socialSettingsSchema = z.partialRecord(z.enum(OAUTH_PROVIDERS), providerSettingsSchema)
export type SocialSettings = z.output<typeof socialSettingsSchema>
export type SocialSettingsInput = z.input<typeof socialSettingsSchema>

/** Everything of a provider but its client: the real production endpoints and how each reads identity. */
export type ProviderDefaults = Omit<ProviderSettingsInput, 'clientId' | 'clientSecret'>

export const PROVIDER_DEFAULTS: Record<OAuthProvider, ProviderDefaults> = {
  google: {
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    issuer: 'https://accounts.google.com',
    scopes: ['openid', 'email', 'profile'],
    identity: 'id_token',
  },
  apple: {
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    jwksUri: 'https://appleid.apple.com/auth/keys',
    issuer: 'https://appleid.apple.com',
    scopes: ['name', 'email'],
    identity: 'id_token',
    tokenAuthMethod: 'client_secret_post',
    responseMode: 'form_post',
  },
  github: {
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    emailsEndpoint: 'https://api.github.com/user/emails',
    scopes: ['read:user', 'user:email'],
    identity: 'userinfo',
    userinfoFormat: 'github',
  },
  discord: {
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scopes: ['identify', 'email'],
    identity: 'userinfo',
    userinfoFormat: 'discord',
  },
  x: {
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    scopes: ['users.read', 'tweet.read'],
    identity: 'userinfo',
    userinfoFormat: 'x',
  },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: ['public_profile', 'email'],
    identity: 'userinfo',
    userinfoFormat: 'facebook',
    tokenAuthMethod: 'client_secret_post',
  },
}

/** Human names for messages ("Google login is not configured…"). */
export const PROVIDER_NAMES: Record<OAuthProvider | 'farcaster', string> = {
  google: 'Google',
  apple: 'Apple',
  github: 'GitHub',
  discord: 'Discord',
  x: 'X',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
}
