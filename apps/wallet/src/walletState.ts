import type { Session, SessionProposal, SessionRequest } from '@foyer/walletconnect'
import type { RequestView } from './lib/requestView.ts'

/** A request waiting for the person's answer, with what its card shows. */
export interface PendingRequest {
  request: SessionRequest
  view: RequestView
  /** The dapp that asked, from its session. */
  dapp: string
}

export interface ActivityEntry {
  id: number
  text: string
  /** A transaction hash or signature, shown in monospace under the text. */
  detail?: string
}

export interface WalletState {
  status: 'starting' | 'ready' | 'failed'
  /** Why the wallet could not start, in plain words. */
  startError?: string
  address: string
  /** The chain the wallet is on: the header shows it, chainChanged announces it. */
  chainId: number
  pairing: boolean
  /** Paired, the dapp's proposal not yet here. */
  awaitingProposal: boolean
  pairError?: string
  proposals: SessionProposal[]
  sessions: Session[]
  requests: PendingRequest[]
  /** Cards with an answer on its way (`proposal:<id>`, `request:<id>`, `session:<topic>`). */
  busy: ReadonlySet<string>
  /** A failure to show on a card, by the same keys. */
  errors: Readonly<Record<string, string>>
  activity: ActivityEntry[]
}

/** The wallet's state and the only ways to change it; every change notifies the UI's listeners. */
export interface WalletStore {
  get(): WalletState
  subscribe(listener: () => void): () => void
  set(patch: Partial<WalletState>): void
  setBusy(key: string, busy: boolean): void
  setError(key: string, message: string | undefined): void
  /** Adds a line to the activity list, newest first. */
  log(text: string, detail?: string): void
}

const ACTIVITY_LIMIT = 20

export function createWalletStore(initial: WalletState): WalletStore {
  let state = initial
  const listeners = new Set<() => void>()
  const set = (patch: Partial<WalletState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  let nextActivityId = 1
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set,
    setBusy(key, busy) {
      const next = new Set(state.busy)
      if (busy) next.add(key)
      else next.delete(key)
      set({ busy: next })
    },
    setError(key, message) {
      const { [key]: _dropped, ...rest } = state.errors
      set({ errors: message === undefined ? rest : { ...rest, [key]: message } })
    },
    log(text, detail) {
      set({ activity: [{ id: nextActivityId++, text, detail }, ...state.activity].slice(0, ACTIVITY_LIMIT) })
    },
  }
}
