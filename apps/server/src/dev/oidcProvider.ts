import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { OAUTH_PROVIDERS, type OAuthProvider } from '@foyer/auth-frame/protocol'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type ClientMetadata, type Configuration } from 'oidc-provider'
import { SOCIAL_CALLBACK_PATH } from '../auth/social/socialRequest.ts'
import type { SocialSettings } from '../auth/social/providerSettings.ts'

export interface DevOidcProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** The host it listens on and names itself by in its issuer URL (127.0.0.1). */
  issuerHost?: string
  /**
   * Callback URLs besides Foyer's on any loopback port (http://127.0.0.1:<any>/auth/v1/social/callback
   * and the same on localhost are always accepted): a dev server reached under another name.
   */
  redirectUris?: readonly string[]
}

export interface DevOidcProvider {
  /** http://127.0.0.1:<port>: the issuer of its id_tokens, and the base of its endpoints. */
  issuerUrl: string
  close(): Promise<void>
}

/** The dev client of each provider: `foyer-dev-google` and so on, each with its own secret. */
export const devClientId = (provider: OAuthProvider) => `foyer-dev-${provider}`
export const devClientSecret = (provider: OAuthProvider) => `foyer-dev-${provider}-secret`

/** Each real provider authenticates its client this way at the token endpoint; the stand-in does the same. */
const TOKEN_AUTH: Record<OAuthProvider, 'client_secret_basic' | 'client_secret_post'> = {
  google: 'client_secret_basic',
  apple: 'client_secret_post',
  github: 'client_secret_basic',
  discord: 'client_secret_basic',
  x: 'client_secret_basic',
  facebook: 'client_secret_post',
}

/**
 * A local OpenID provider (panva's oidc-provider) standing in for all six social providers in dev
 * and tests: one client per provider, PKCE required, and its built-in login and consent forms
 * (any login name and password work). The account is the login name: `sub` = login, email
 * `<login>@example.test` (verified), name and preferred_username = login.
 */
export async function startDevOidcProvider(options: DevOidcProviderOptions = {}): Promise<DevOidcProvider> {
  const host = options.issuerHost ?? '127.0.0.1'
  const server = createServer()
  await listen(server, options.port ?? 0, host)
  const { port } = server.address() as AddressInfo
  const issuerUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  const provider = new Provider(issuerUrl, await configuration(options.redirectUris ?? []))
  server.on('request', provider.callback())
  return {
    issuerUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

/**
 * The six providers' settings pointing at a dev OpenID provider: Google and Apple read a verified
 * id_token (Apple's answer comes back as a form post, as the real one's does), the others its
 * userinfo endpoint (/me) with the access token.
 */
export function devSocialSettings(issuerUrl: string): SocialSettings {
  const settings: SocialSettings = {}
  for (const provider of OAUTH_PROVIDERS) {
    const idToken = provider === 'google' || provider === 'apple'
    settings[provider] = {
      authorizationEndpoint: `${issuerUrl}/auth`,
      tokenEndpoint: `${issuerUrl}/token`,
      userinfoEndpoint: `${issuerUrl}/me`,
      jwksUri: `${issuerUrl}/jwks`,
      issuer: issuerUrl,
      clientId: devClientId(provider),
      clientSecret: devClientSecret(provider),
      tokenAuthMethod: TOKEN_AUTH[provider],
      scopes: ['openid', 'email', 'profile'],
      identity: idToken ? 'id_token' : 'userinfo',
      userinfoFormat: 'oidc',
      responseMode: provider === 'apple' ? 'form_post' : 'query',
    }
  }
  return settings
}

async function configuration(extraRedirectUris: readonly string[]): Promise<Configuration> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'foyer-dev', alg: 'RS256', use: 'sig' }
  const clients: ClientMetadata[] = OAUTH_PROVIDERS.map((provider) => ({
    client_id: devClientId(provider),
    client_secret: devClientSecret(provider),
    // 'native' lets a loopback redirect URI match on any port (RFC 8252 §7.3): Foyer's port is not known yet.
    application_type: 'native',
    redirect_uris: [`http://127.0.0.1${SOCIAL_CALLBACK_PATH}`, `http://localhost${SOCIAL_CALLBACK_PATH}`, ...extraRedirectUris],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: TOKEN_AUTH[provider],
  }))
  return {
    clients,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // Like Google's, its id_tokens carry the scope's claims (email, name), not only those asked for by name.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Seconds; set so the provider does not remark on its defaults.
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    responseTypes: ['code'],
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, login) => ({
      accountId: login,
      claims: () => ({ sub: login, email: `${login}@example.test`, email_verified: true, name: login, preferred_username: login }),
    }),
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}
