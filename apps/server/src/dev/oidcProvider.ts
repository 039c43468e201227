import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type ClientMetadata, type Configuration } from 'oidc-provider'
import { SOCIAL_CALLBACK_PATH } from '../auth/social/socialRequest.ts'
import type { ProviderSettings, SocialSettings } from '../auth/social/providerSettings.ts'
import { devClientId, devClientSecret } from './socialStandIn/devClients.ts'
import { standInSocialSettings, startSocialStandIns } from './socialStandIn/socialStandIns.ts'

export { devClientId, devClientSecret }

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

/**
 * A local OpenID provider (panva's oidc-provider) standing in for the six social providers in dev
 * and tests. It is Google itself (PKCE required, id_tokens); GitHub, Discord, X, Facebook and Apple
 * are stand-ins on the same server answering in their own wire formats (socialStandIn/), whose
 * login is this provider's built-in login and consent forms (any login name and password work).
 * The account is the login name: at Google `sub` = login, elsewhere an id of the provider's form
 * derived from it; the email is `<login>@example.test`, verified, and the name the login.
 */
export async function startDevOidcProvider(options: DevOidcProviderOptions = {}): Promise<DevOidcProvider> {
  const host = options.issuerHost ?? '127.0.0.1'
  const server = createServer()
  await listen(server, options.port ?? 0, host)
  const { port } = server.address() as AddressInfo
  const issuerUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  const extraRedirectUris = options.redirectUris ?? []
  const standIns = await startSocialStandIns(issuerUrl, extraRedirectUris)
  const provider = new Provider(issuerUrl, await configuration(extraRedirectUris, standIns.loginClient))
  const answerOidc = provider.callback()
  server.on('request', (request, response) => {
    if (!standIns.handle(request, response)) answerOidc(request, response)
  })
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
 * The six providers' settings pointing at the dev OpenID provider: Google reads a verified
 * id_token from it, the other five are their production settings aimed at their stand-ins there
 * (GitHub's, Discord's, X's and Facebook's account APIs; Apple's form post and id_token).
 */
export function devSocialSettings(issuerUrl: string): SocialSettings {
  return { google: googleSettings(issuerUrl), ...standInSocialSettings(issuerUrl) }
}

function googleSettings(issuerUrl: string): ProviderSettings {
  return {
    authorizationEndpoint: `${issuerUrl}/auth`,
    tokenEndpoint: `${issuerUrl}/token`,
    jwksUri: `${issuerUrl}/jwks`,
    issuer: issuerUrl,
    clientId: devClientId('google'),
    clientSecret: devClientSecret('google'),
    tokenAuthMethod: 'client_secret_basic',
    scopes: ['openid', 'email', 'profile'],
    identity: 'id_token',
    userinfoFormat: 'oidc',
    responseMode: 'query',
  }
}

async function configuration(extraRedirectUris: readonly string[], standInLoginClient: ClientMetadata): Promise<Configuration> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'foyer-dev', alg: 'RS256', use: 'sig' }
  const google: ClientMetadata = {
    client_id: devClientId('google'),
    client_secret: devClientSecret('google'),
    // 'native' lets a loopback redirect URI match on any port (RFC 8252 §7.3): Foyer's port is not known yet.
    application_type: 'native',
    redirect_uris: [`http://127.0.0.1${SOCIAL_CALLBACK_PATH}`, `http://localhost${SOCIAL_CALLBACK_PATH}`, ...extraRedirectUris],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  }
  return {
    clients: [google, standInLoginClient],
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
