import { createStore } from '../store.ts'

/** The modal's views (spec §2). There are no URL routes: views live in a history stack. */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'EmailVerifyDevice',
  'EmailVerifyOtp',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'ConnectingSiwe',
  'SIWXSignMessage',
  'ApproveTransaction',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
] as const
export type View = (typeof VIEWS)[number]

/** Data a view is opened with, e.g. the connector ConnectingExternal connects to. */
export type ViewData = Readonly<Record<string, unknown>>

export interface RouterEntry {
  view: View
  data?: ViewData
}

export interface RouterState {
  history: readonly RouterEntry[]
}

/** What `back()` decided: go to the previous entry, or close the modal. */
export type BackOutcome = 'navigated' | 'close'

export function currentEntry(state: RouterState): RouterEntry {
  return state.history[state.history.length - 1] ?? { view: 'Connect' }
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

/** Back with one entry, or with UnsupportedChain anywhere in the history, closes the modal. */
export function backOutcome(state: RouterState): BackOutcome {
  if (state.history.length <= 1) return 'close'
  if (state.history.some((entry) => entry.view === 'UnsupportedChain')) return 'close'
  return 'navigated'
}

export function createRouterStore(initial: RouterEntry = { view: 'Connect' }) {
  const store = createStore<RouterState>({ history: [initial] })
  return {
    ...store,
    current: () => currentEntry(store.get()),
    push: (view: View, data?: ViewData) => store.set((state) => pushEntry(state, { view, data })),
    replace: (view: View, data?: ViewData) => store.set((state) => replaceEntry(state, { view, data })),
    /** Starts a new history with this view, as when the modal opens. */
    reset: (view: View, data?: ViewData) => store.set({ history: [{ view, data }] }),
    /** Goes back one entry; answers 'close' when the caller should close the modal instead. */
    back(): BackOutcome {
      const outcome = backOutcome(store.get())
      if (outcome === 'navigated') store.set((state) => ({ history: state.history.slice(0, -1) }))
      return outcome
    },
  }
}
export type RouterStore = ReturnType<typeof createRouterStore>
