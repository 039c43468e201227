import type { Transaction } from '../api/history.ts'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.ts'
import { createStore } from '../store.ts'
import type { CaipNetworkId } from '../types.ts'

/** Whose activity the list holds: the active account on the active network. */
export interface ActivityOwner {
  address: string
  caipNetworkId: CaipNetworkId
}

/** A transaction sent through Foyer that the history does not list yet. */
export interface PendingTransaction {
  hash: string
  /** CAIP-2 id of the chain it was sent on. */
  chain: CaipNetworkId
  sentFrom: string
  sentTo?: string
  /** When it was sent, in ms since the epoch. */
  sentAt: number
}

export interface ActivityState {
  owner?: ActivityOwner
  /** Newest first, already without spam and other chains' transactions. */
  transactions: Transaction[]
  /** Cursor of the next page: undefined before the first page, null after the last. */
  next: string | null | undefined
  loading: boolean
  /** Nothing to show: no transaction at all, or the last fetch failed (spec §4). */
  empty: boolean
  /** The last fetch failed; paging waits for a retry instead of asking again on every scroll. */
  failed: boolean
  /** Newest first, at most PENDING_TRANSACTIONS_LIMIT (spec §9). Kept across owner changes. */
  pending: PendingTransaction[]
}

function initialState(owner?: ActivityOwner, pending: PendingTransaction[] = []): ActivityState {
  return { owner, transactions: [], next: undefined, loading: false, empty: false, failed: false, pending }
}

/**
 * The Activity tab's list (spec §4: transactions page by cursor; on error, empty becomes true).
 * Actions fetch; the store only records, so each rule here is a plain state change.
 */
export function createActivityStore() {
  const store = createStore<ActivityState>(initialState())
  return {
    ...store,
    /** Starts over for another owner (or none): the list and its cursor go, pending stays. */
    reset: (owner?: ActivityOwner) => store.set((state) => initialState(owner, state.pending)),
    startLoading: () => store.set((state) => (state.loading ? state : { ...state, loading: true, failed: false })),
    /** Adds a fetched page (already filtered) and settles the pending transactions it lists. */
    addPage(transactions: Transaction[], next: string | null) {
      store.set((state) => {
        const all = [...state.transactions, ...transactions]
        const listed = new Set(transactions.map((transaction) => transaction.metadata.hash.toLowerCase()))
        return {
          ...state,
          transactions: all,
          next,
          loading: false,
          empty: all.length === 0 && next === null,
          failed: false,
          pending: state.pending.filter((pending) => !listed.has(pending.hash.toLowerCase())),
        }
      })
    },
    fail: () => store.set((state) => ({ ...state, loading: false, empty: true, failed: true })),
    /** Remembers a sent transaction; past the limit the oldest is forgotten. */
    addPending(transaction: PendingTransaction) {
      store.set((state) => {
        const others = state.pending.filter((pending) => pending.hash.toLowerCase() !== transaction.hash.toLowerCase())
        return { ...state, pending: [transaction, ...others].slice(0, PENDING_TRANSACTIONS_LIMIT) }
      })
    },
  }
}
export type ActivityStore = ReturnType<typeof createActivityStore>

/**
 * Spec §5: a transaction is dropped when it is not on the connected chain, or when it has
 * transfers and every one of them is flagged spam (one without transfers is not spam).
 */
export function isShownTransaction(transaction: Transaction, connectedChain: CaipNetworkId): boolean {
  if (transaction.metadata.chain !== connectedChain) return false
  const { transfers } = transaction
  return transfers.length === 0 || !transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
}

/** Whether two owners are the same account on the same network (addresses compare case-insensitively). */
export function isSameOwner(a: ActivityOwner | undefined, b: ActivityOwner | undefined): boolean {
  if (!a || !b) return a === b
  return a.caipNetworkId === b.caipNetworkId && a.address.toLowerCase() === b.address.toLowerCase()
}
