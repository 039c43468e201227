import { ArcticFetchError, CodeChallengeMethod, OAuth2Client, OAuth2RequestError, OAuth2Tokens, UnexpectedErrorResponseBodyError, UnexpectedResponseError } from 'arctic'
import { HttpError } from '../../kernel/http/httpError.ts'
import { PROVIDER_NAMES, type ProviderSettings } from './providerSettings.ts'
import type { OAuthProvider } from '@foyer/auth-frame/protocol'

/**
 * The two ends of the authorization code flow with PKCE (S256), through arctic's generic client so
 * every endpoint is configuration: the provider's authorization URL, and the code's exchange for tokens.
 */
export function authorizationUrl(settings: ProviderSettings, { redirectUri, state, codeVerifier, nonce }: { redirectUri: string; state: string; codeVerifier: string; nonce: string }): URL {
  const client = new OAuth2Client(settings.clientId, null, redirectUri)
  const url = client.createAuthorizationURLWithPKCE(settings.authorizationEndpoint, state, CodeChallengeMethod.S256, codeVerifier, settings.scopes)
  // The nonce binds the id_token to this login; providers without id_tokens ignore it.
  if (settings.identity === 'id_token') url.searchParams.set('nonce', nonce)
  if (settings.responseMode === 'form_post') url.searchParams.set('response_mode', 'form_post')
  return url
}

/** Exchanges the code for tokens; the provider's refusal is a 400 that names it, its silence a 502. */
export async function exchangeCode(
  provider: OAuthProvider,
  settings: ProviderSettings,
  { redirectUri, code, codeVerifier }: { redirectUri: string; code: string; codeVerifier: string },
): Promise<OAuth2Tokens> {
  try {
    if (settings.tokenAuthMethod === 'client_secret_post' && settings.clientSecret !== undefined) {
      return await exchangeWithSecretInBody(settings, { redirectUri, code, codeVerifier })
    }
    const client = new OAuth2Client(settings.clientId, settings.clientSecret ?? null, redirectUri)
    const tokens = await client.validateAuthorizationCode(settings.tokenEndpoint, code, codeVerifier)
    // GitHub refuses with HTTP 200 and an error in the body, which arctic's generic client takes for tokens.
    const refusal = refusalIn(tokens.data)
    if (refusal) throw refusal
    return tokens
  } catch (error) {
    throw describeTokenFailure(provider, error)
  }
}

/**
 * client_secret_post, which arctic's generic client does not do (it sends Basic credentials):
 * the same request with the secret in the form, answered the same way.
 */
async function exchangeWithSecretInBody(settings: ProviderSettings, { redirectUri, code, codeVerifier }: { redirectUri: string; code: string; codeVerifier: string }): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: codeVerifier,
    client_id: settings.clientId,
    client_secret: settings.clientSecret!,
  })
  let response: Response
  try {
    response = await fetch(settings.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'user-agent': 'foyer' },
      body,
    })
  } catch (error) {
    throw new ArcticFetchError(error)
  }
  const data: unknown = await response.json().catch(() => null)
  const refusal = refusalIn(data)
  if (refusal && (response.status === 200 || response.status === 400 || response.status === 401)) throw refusal
  if (response.status === 200 && typeof data === 'object' && data !== null) return new OAuth2Tokens(data)
  throw new UnexpectedResponseError(response.status)
}

/**
 * The provider's refusal in a token answer, whatever its status: OAuth's `{ error, error_description }`
 * (GitHub sends it with HTTP 200), or Graph's `{ error: { message, type, code } }` (Facebook).
 */
function refusalIn(data: unknown): OAuth2RequestError | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined
  const { error, error_description } = data as { error: unknown; error_description?: unknown }
  if (typeof error === 'string') return new OAuth2RequestError(error, typeof error_description === 'string' ? error_description : null, null, null)
  if (typeof error === 'object' && error !== null) {
    const { type, message } = error as { type?: unknown; message?: unknown }
    return new OAuth2RequestError(typeof type === 'string' ? type : 'error', typeof message === 'string' ? message : null, null, null)
  }
  return undefined
}

function describeTokenFailure(provider: OAuthProvider, error: unknown): HttpError {
  const name = PROVIDER_NAMES[provider]
  if (error instanceof OAuth2RequestError) {
    const detail = error.description ? `${error.code}: ${error.description}` : error.code
    return new HttpError(400, `${name} refused the login code (${detail}); start the login again`, { cause: error })
  }
  if (error instanceof ArcticFetchError) return new HttpError(502, `${name} could not be reached to finish the login; try again`, { cause: error })
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
    return new HttpError(502, `${name} answered the login code with an unexpected response (HTTP ${error.status})`, { cause: error })
  }
  return new HttpError(502, `${name} failed to finish the login`, { cause: error })
}
