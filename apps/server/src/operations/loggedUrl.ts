import { AUTH_API_PREFIX } from '@foyer/auth-frame/protocol'

/** Query parameters of the auth routes that carry nothing secret, logged as they are. */
const PLAIN_AUTH_PARAMETERS = new Set(['projectId', 'st', 'sv', 'chainId', 'provider', 'openerOrigin'])
/** A 10k-character query must not flood the log. */
const MAX_LOGGED_URL = 300

/**
 * A request's URL as the log line keeps it. On the auth routes every query value but the plain
 * ones is replaced by `REDACTED`: approval-link tokens, OAuth `code` and `state`, a returnTo
 * carrying a callback's result would otherwise sit in every log reader's hands.
 */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?')
  if (query < 0 || !url.startsWith(AUTH_API_PREFIX)) return url.slice(0, MAX_LOGGED_URL)
  const params = new URLSearchParams(url.slice(query + 1))
  const kept = [...params].map(([name, value]) => `${encodeURIComponent(name)}=${PLAIN_AUTH_PARAMETERS.has(name) ? encodeURIComponent(value) : 'REDACTED'}`)
  return `${url.slice(0, query)}?${kept.join('&')}`.slice(0, MAX_LOGGED_URL)
}
