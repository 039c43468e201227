import type { ApprovalRequest } from '../auth/approvalRequest.ts'
import type { SocialProvider } from '../options.ts'
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

/** What WalletOnrampPurchase opens with: the purchase on the provider's page, and what the wallet held before it. */
export interface OnrampPurchaseView {
  provider: 'coinbase' | 'meld'
  /** The provider's page: shown as a link when the popup was blocked (`opened` false). */
  url: string
  opened: boolean
  symbol: string
  /** The asset's contract on the network ('' for its native currency). */
  contract: string
  /** The holding before the purchase, in decimal units. */
  before: string
}

/**
 * The modal's views (spec §2) and the data each opens with (`undefined`: none). There are no URL
 * routes: views live in a history stack. A view joins here when its issue builds it; the React
 * registry must then give it a component, or the type check fails.
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
  ConnectingFarcaster: undefined
  ConnectingSocial: { provider: SocialProvider }
  EmailVerifyDevice: { email: string }
  EmailVerifyOtp: { email: string }
  UpdateEmailWallet: undefined
  UpdateEmailPrimaryOtp: { email?: string; newEmail: string }
  UpdateEmailSecondaryOtp: { newEmail: string }
  /** "New to wallets?": what a wallet is, and a way to get one. */
  WhatIsAWallet: undefined
  /** Wallets to get, each leading to its downloads. */
  GetWallet: undefined
  /** Where to get one wallet: its extensions, apps and website. */
  WalletDownloads: { listing: WalletListing | CustomWallet }
  /** An unsafe request of the embedded wallet: what it asks titles the view. */
  ApproveTransaction: { request: ApprovalRequest }
  /** The connected address to receive on: its QR code and the networks it receives on. */
  WalletReceive: undefined
  /** The send form: token, amount, receiver (the send state keeps them). */
  WalletSend: undefined
  /** The send's review: amounts, receiver, network fee, then the wallet's confirmation. */
  WalletSendPreview: undefined
  /** The swap form (eip155): the two tokens, the amount, the quote, the slippage tolerance (the swap state keeps them). */
  WalletSwap: undefined
  /** A token for one side of the swap: the account's first, then the server's list, searchable. */
  WalletSwapSelectToken: { side: 'from' | 'to' }
  /** The swap's review: amounts, minimum received, rate, fee, the approval when needed, then the wallet's confirmations. */
  WalletSwapPreview: undefined
  /** Buy crypto (eip155 and solana): the fiat amount, currency and payment method, the asset, the quote and the provider (the onramp draft keeps them). */
  WalletOnramp: undefined
  /** The provider's page is open: waiting for the purchase to reach the wallet, with the page's link if the popup was blocked. */
  WalletOnrampPurchase: OnrampPurchaseView
  /** Sign in with the connected wallet (SIWX): the app asks the visitor to sign a message proving the account is theirs. */
  SIWXSignMessage: undefined
  /** Sign in with the embedded wallet (SIWX): as SIWXSignMessage, the message shown and approved in Foyer's secure frame. */
  ConnectingSiwe: undefined
  /** Choose a name under the zone (`<label>.foyer.id`): suggestions, availability, then the wallet signs the registration. */
  RegisterAccountName: undefined
  /** The name registered: the account now goes by it. */
  RegisterAccountNameSuccess: { name: string }
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
