/**
 * Reads the state cookie on the server (a React Server Component, a request handler): pure, no
 * browser global. A module of its own, so a page that never calls it does not load it.
 */
import * as v from 'valibot'
import { isCaipAddress } from '../caip.ts'
import { CHAIN_NAMESPACES, type CaipAddress } from '../types.ts'
import { CAIP_ADDRESS_MAX_LENGTH, STATE_COOKIE, STATE_COOKIE_MAX_LENGTH, STATE_COOKIE_VERSION, type InitialState } from './stateCookie.ts'

const namespace = v.picklist(CHAIN_NAMESPACES)
const caipAddress = v.custom<CaipAddress>((value) => typeof value === 'string' && value.length <= CAIP_ADDRESS_MAX_LENGTH && isCaipAddress(value))
const stateCookieSchema = v.pipe(
  v.object({ v: v.literal(STATE_COOKIE_VERSION), activeNamespace: namespace, accounts: v.record(namespace, caipAddress) }),
  // Each account belongs to the namespace it is filed under, and there is at least one.
  v.check(({ accounts }) => {
    const entries = Object.entries(accounts)
    return entries.length > 0 && entries.every(([key, account]) => account?.startsWith(`${key}:`))
  }),
)

/**
 * The returning visitor's state from a request's Cookie header (`headers().get('cookie')`), for
 * `<FoyerProvider initialState>`; `undefined` when there is no state cookie, or it is malformed,
 * tampered with, of another version or oversized. Never throws.
 */
export function cookieToInitialState(cookieHeader: string | null | undefined): InitialState | undefined {
  const raw = cookieHeader ? cookieValue(cookieHeader, STATE_COOKIE) : undefined
  if (!raw || raw.length > STATE_COOKIE_MAX_LENGTH) return undefined
  try {
    const parsed = v.safeParse(stateCookieSchema, JSON.parse(decodeURIComponent(raw)))
    return parsed.success ? { activeNamespace: parsed.output.activeNamespace, accounts: parsed.output.accounts } : undefined
  } catch {
    // A malformed %-escape or JSON.
    return undefined
  }
}

/** The first cookie of that name in a Cookie header (browsers send the most specific path first). */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}
