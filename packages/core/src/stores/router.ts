import { createStore } from '../store.ts'
import type { CustomWallet } from './connectors.ts'
import type { WalletListing } from '../types.ts'

/** What ConnectingExternal and ConnectingWalletConnect open with: the wallet the visitor picked. */
export interface ConnectingWalletData {
  /** The dialog's title: the wallet's name. */
  title: string
  /** The installed or built-in connector to connect through. */
  connectorId?: string
  /** A wallet from the registry or the host's list, when no connector of it is installed. */
  listing?: WalletListing | CustomWallet
}

/**
 * The modal's views (spec §2) and the data each opens with (`undefined`: none). There are no URL
 * routes: views live in a history stack. The shell's own views are here; every feature declares its
 * own in its folder by augmenting this interface (`send/sendViews.ts`:
 * `declare module '../stores/router.ts' { interface ViewDataMap extends SendViews {} }`), and the
 * React registry must then give each a component, or the type check fails.
 */
export interface ViewDataMap {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  Networks: undefined
  UnsupportedChain: undefined
  ConnectingExternal: ConnectingWalletData
  ConnectingWalletConnect: ConnectingWalletData
  ConnectingWalletConnectBasic: undefined
}
export type View = keyof ViewDataMap

/** A view with its data: the data argument is required exactly when the view takes data. */
export type RouterEntry = {
  [V in View]: ViewDataMap[V] extends undefined ? { view: V; data?: undefined } : { view: V; data: ViewDataMap[V] }
}[View]

/** The rest of `push(view, …)`'s arguments for a view: its data, or nothing. */
export type ViewDataArgs<V extends View> = ViewDataMap[V] extends undefined ? [data?: undefined] : [data: ViewDataMap[V]]

export interface RouterState {
  history: readonly RouterEntry[]
}

/** What `back()` decided: go to the previous entry, or close the modal. */
export type BackOutcome = 'navigated' | 'close'

/** Whether going back with a view anywhere in the history closes the modal (UnsupportedChain). */
export type ClosesOnBack = (view: View) => boolean

export function currentEntry(state: RouterState): RouterEntry {
  return state.history[state.history.length - 1] ?? { view: 'Connect' }
}

/** Pairs a view with its data; the only place the two are joined without the compiler's help. */
function entryOf<V extends View>(view: V, [data]: ViewDataArgs<V>): RouterEntry {
  return (data === undefined ? { view } : { view, data }) as RouterEntry
}

/** Pushing the current view again is ignored. */
export function pushEntry(state: RouterState, entry: RouterEntry): RouterState {
  if (currentEntry(state).view === entry.view) return state
  return { history: [...state.history, entry] }
}

/** Replacing when the last entry is already that view is ignored. */
export function replaceEntry(state: RouterState, entry: RouterEntry): RouterState {
  if (state.history.length > 0 && currentEntry(state).view === entry.view) return state
  return { history: [...state.history.slice(0, -1), entry] }
}

/** Back with one entry, or with a view that closes on back anywhere in the history, closes the modal. */
export function backOutcome(state: RouterState, closesOnBack: ClosesOnBack = () => false): BackOutcome {
  if (state.history.length <= 1) return 'close'
  if (state.history.some((entry) => closesOnBack(entry.view))) return 'close'
  return 'navigated'
}

export function createRouterStore(initial: RouterEntry = { view: 'Connect' }) {
  const store = createStore<RouterState>({ history: [initial] })
  return {
    ...store,
    current: () => currentEntry(store.get()),
    push: <V extends View>(view: V, ...data: ViewDataArgs<V>) => store.set((state) => pushEntry(state, entryOf(view, data))),
    replace: <V extends View>(view: V, ...data: ViewDataArgs<V>) => store.set((state) => replaceEntry(state, entryOf(view, data))),
    /** Starts a new history with this view, as when the modal opens. */
    reset: <V extends View>(view: V, ...data: ViewDataArgs<V>) => store.set({ history: [entryOf(view, data)] }),
    /** Starts a new history with this entry. */
    resetTo: (entry: RouterEntry) => store.set({ history: [entry] }),
    /** Goes back one entry; answers 'close' when the caller should close the modal instead. */
    back(closesOnBack?: ClosesOnBack): BackOutcome {
      const outcome = backOutcome(store.get(), closesOnBack)
      if (outcome === 'navigated') store.set((state) => ({ history: state.history.slice(0, -1) }))
      return outcome
    },
  }
}
export type RouterStore = ReturnType<typeof createRouterStore>
