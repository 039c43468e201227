import type { OAuthProvider } from '@foyer/auth-frame/protocol'
import { PROVIDER_DEFAULTS, providerSettingsSchema, type ProviderDefaults, type ProviderSettings } from '../../auth/social/providerSettings.ts'
import { SOCIAL_CALLBACK_PATH } from '../../auth/social/socialRequest.ts'

/** The dev client of each provider: `foyer-dev-google` and so on, each with its own secret. */
export const devClientId = (provider: OAuthProvider) => `foyer-dev-${provider}`
export const devClientSecret = (provider: OAuthProvider) => `foyer-dev-${provider}-secret`

/** Whether the credentials a token request carries are the provider's dev client's. */
export function isDevClient(provider: OAuthProvider, client: { id?: string | null; secret?: string | null }): boolean {
  return client.id === devClientId(provider) && client.secret === devClientSecret(provider)
}

/**
 * Whether a redirect URI is registered for the dev clients: Foyer's callback on a loopback host at
 * any port (Foyer's port is not known when the stand-in starts, as RFC 8252 §7.3 allows), or one
 * of the extra URIs exactly.
 */
export function isDevCallback(uri: string, extraRedirectUris: readonly string[]): boolean {
  if (extraRedirectUris.includes(uri)) return true
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return false
  }
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost') && url.pathname === SOCIAL_CALLBACK_PATH && url.search === '' && url.hash === ''
}

/**
 * The provider's production settings (scopes, how identity is read) with its endpoints pointed at
 * the stand-in and the dev client: what Foyer would do with the real provider, done against the stand-in.
 */
export function devProviderSettings(provider: OAuthProvider, endpoints: Partial<ProviderDefaults>): ProviderSettings {
  return providerSettingsSchema.parse({ ...PROVIDER_DEFAULTS[provider], ...endpoints, clientId: devClientId(provider), clientSecret: devClientSecret(provider) })
}
