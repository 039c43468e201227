import { FoyerError } from '@foyer/auth-frame/protocol'
import { fillMessage } from '../messages/fill.ts'
import type { SocialProvider } from '../options.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { SOCIAL_PROVIDER_NAMES } from './socialProviders.ts'

/**
 * The provider sent the visitor back without a login: OAuth 2's `error=` on the callback (RFC 6749
 * §4.1.2.1). `access_denied` is the visitor cancelling there; anything else is the provider failing.
 * The error's message is the visitor's (the catalogue's), its cause the provider's own words.
 */
export function providerRefusalOf(callbackUri: string, provider: SocialProvider): Error | undefined {
  let params: URLSearchParams
  try {
    params = new URL(callbackUri).searchParams
  } catch {
    return undefined
  }
  const code = params.get('error')
  if (!code) return undefined
  const name = SOCIAL_PROVIDER_NAMES[provider]
  const said = params.get('error_description')
  const text = code === 'access_denied' ? fillMessage(AUTH_MESSAGES.LOGIN_CANCELLED, { provider: name }) : AUTH_MESSAGES.LOGIN_FAILED
  return new FoyerError(text, { cause: `${name} answered ${code}${said ? `: ${said}` : ''}` })
}
