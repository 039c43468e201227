/**
 * The state cookie (the `stateCookie` option): what a server render needs to draw a returning
 * visitor's account instead of "Connect Wallet" — the active namespace and each connected CAIP-10
 * account. Nothing else: no session token, no email, no wallet name, no balance (a stale balance
 * would be a made-up number). The host's server receives it with every request, as it would any
 * cookie of its own site.
 */
import type { Store } from '../store.ts'
import type { ChainsState } from '../stores/chains.ts'
import type { CaipAddress, ChainNamespace } from '../types.ts'

export const STATE_COOKIE = 'foyer_state'
/** A reader of another version answers `undefined` rather than misreading it. */
export const STATE_COOKIE_VERSION = 1
/**
 * 30 days, renewed each time a page confirms the connection: a visitor who comes back within a
 * month skips the flash, and an address left on a shared browser does not linger for longer
 * (localStorage still restores the connection itself; the cookie only draws the first render).
 */
export const STATE_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60
/** The longest encoded value either side accepts: four namespaces' accounts fit in about 1 KB. */
export const STATE_COOKIE_MAX_LENGTH = 2048
/** The longest CAIP-10 account id: namespace (8), chain reference (32) and address (128), with their colons. */
export const CAIP_ADDRESS_MAX_LENGTH = 170

/** What `cookieToInitialState` reads from the state cookie and `<FoyerProvider initialState>` draws. */
export interface InitialState {
  /** The namespace the visitor last used: the one the connect button shows. */
  activeNamespace: ChainNamespace
  /** Each namespace that was connected when the cookie was written, with its account. */
  accounts: Partial<Record<ChainNamespace, CaipAddress>>
}

/**
 * Keeps the state cookie in step with the connections (browser only: called from `start()`):
 * written with what is connected, cleared when nothing is. While a namespace is connecting (a
 * visitor's attempt, or start()'s restore) the cookie keeps what it had, so a reload then still
 * finds it. The first settled state is always written, which renews the cookie's lifetime.
 */
export function followStateCookie(chains: Pick<Store<ChainsState>, 'get' | 'subscribe'>): () => void {
  let written: string | undefined
  const write = (state: ChainsState) => {
    if (Object.values(state.chains).some((chain) => chain?.accountState.status === 'connecting')) return
    const value = stateCookieValue(state)
    if (value === written) return
    written = value
    const lifetime = value ? STATE_COOKIE_MAX_AGE_S : 0
    const secure = location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${STATE_COOKIE}=${value}; Path=/; Max-Age=${lifetime}; SameSite=Lax${secure}`
  }
  write(chains.get())
  return chains.subscribe(write)
}

/** The cookie's encoded value for the connected namespaces; '' when none is (or it would not fit). */
export function stateCookieValue(state: ChainsState): string {
  const accounts: InitialState['accounts'] = {}
  for (const chain of Object.values(state.chains)) {
    const { status, caipAddress } = chain?.accountState ?? {}
    if (chain && status === 'connected' && caipAddress && caipAddress.length <= CAIP_ADDRESS_MAX_LENGTH) accounts[chain.namespace] = caipAddress
  }
  if (!state.activeNamespace || Object.keys(accounts).length === 0) return ''
  const value = encodeURIComponent(JSON.stringify({ v: STATE_COOKIE_VERSION, activeNamespace: state.activeNamespace, accounts }))
  return value.length <= STATE_COOKIE_MAX_LENGTH ? value : ''
}
