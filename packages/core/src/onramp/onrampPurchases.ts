/**
 * Which onramp provider an account last bought through, remembered in the page's storage, so the
 * Activity tab asks the history for that provider's purchases too (spec §7: the history's `onramp`
 * parameter). Small on purpose: the Activity tab's code loads it.
 */
import type { KeyValueStorage } from '../storage.ts'

const KEY = '@foyer/onramp_providers'
/** The most accounts remembered (a browser buys for a handful). */
const MAX_ACCOUNTS = 20

type Provider = 'coinbase' | 'meld'

/** The provider the account last bought through here, if any. */
export function onrampProviderOf(storage: KeyValueStorage, address: string): Provider | undefined {
  const provider = read(storage)[address.toLowerCase()]
  return provider === 'coinbase' || provider === 'meld' ? provider : undefined
}

export function rememberOnrampProvider(storage: KeyValueStorage, address: string, provider: Provider): void {
  const known = Object.entries(read(storage)).filter(([account]) => account !== address.toLowerCase())
  const next = Object.fromEntries([...known.slice(-(MAX_ACCOUNTS - 1)), [address.toLowerCase(), provider]])
  try {
    storage.setItem(KEY, JSON.stringify(next))
  } catch {
    // Storage full or blocked: Activity then lists only the indexed history.
  }
}

function read(storage: KeyValueStorage): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '{}')
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
