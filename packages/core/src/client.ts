import type { FoyerEvent } from './analytics.ts'
import { addPendingTransaction, followActivityOwner } from './actions/activity.ts'
import { connect, disconnect, syncStoredConnections } from './actions/connection.ts'
import { cancelConnection, leaveConnection, retryConnection, startConnection } from './actions/connectionAttempt.ts'
import { refreshBalancesOnAccountView } from './actions/accountViewBalances.ts'
import { refreshBalances } from './actions/balanceRefresh.ts'
import { canClose, canGoBack, closeModal, goBack, openModal } from './actions/modal.ts'
import { switchNetwork } from './actions/network.ts'
import type { ParamsOf, RequestFunction, RequestNameOf, ResultOf } from './actions/namespaceRequest.ts'
import { restoreActiveNetwork } from './actions/persistence.ts'
import type { AuthAdapterOptions } from './auth/authAdapter.ts'
import type { EmbeddedAccountType } from './auth/authConnector.ts'
import { embeddedWalletMethods } from './auth/embeddedWallet.ts'
import { embeddedWalletAdapter, embeddedWalletEnabled } from './auth/embeddedWalletAdapter.ts'
import { hasSocialResult } from './auth/socialResultParam.ts'
import type { ChainAdapter } from './chainAdapter.ts'
import type { WalletConnector } from './connector.ts'
import type { NamespaceModule } from './namespaceModule.ts'
import { createContext } from './context.ts'
import { resolveOptions, type FoyerOptions } from './options.ts'
import type { SiwxSession } from './siwxTypes.ts'
import { seedInitialState } from './ssr/seedInitialState.ts'
import type { InitialState } from './ssr/stateCookie.ts'
import { readRecentWallets } from './stores/recentWallets.ts'
import type { RouterEntry, View, ViewDataArgs } from './stores/router.ts'
import type { CaipNetworkId, ChainNamespace, Network } from './types.ts'
import type { ThemeMode } from './validation.ts'
import { isConnected } from './views/connectedAccount.ts'
import type { NameAvailability, NameSuggestion } from './names/nameActions.ts'
import { createLog } from './log.ts'

/** How long startup waits for a stored wallet to announce itself before giving up on it. */
const CONNECTOR_DISCOVERY_WAIT_MS = 1_500

// Loaded on first use: a page that never signs or sends does not carry them. (Activity's history
// schema loads with its first page, in api/blockchain.ts.)
const signing = () => import('./actions/signing.ts')
const transactions = () => import('./actions/transactions.ts')
const requests = () => import('./actions/request.ts')
const wallets = () => import('./actions/wallets.ts')
const activityPages = () => import('./actions/activityPages.ts')
// Sign-in with a wallet signature, in one piece: only hosts that set `siwx` (or call client.siwx) load
// it, through a one-line module (siwx/siwxLoader.ts) so the page names one file, not the feature's.
const siwx = () => import('./siwx/siwxLoader.ts').then((loader) => loader.siwxFeature())
// Names under the server's zone: loaded with the first name looked up or registered.
const names = () => import('./names/nameActions.ts')

/**
 * The client as a host uses it: what `createFoyerClient` answers from `@foyer/core`, and
 * `foyer.client` in @foyer/react. Requests are typed by the namespaces' declarations: import
 * `@foyer/adapter-evm` for eip155's (`signTypedData` and `writeContract` typed from viem's generics).
 * The stores and the modal's own actions behind it are Foyer's, not part of this contract.
 */
export interface FoyerClient {
  /**
   * Starts wallet discovery in every adapter and restores stored connections; call it once, in the
   * browser (`<FoyerProvider>` does). Answers a function that stops it.
   */
  start(): () => void
  /**
   * Draws a returning visitor's accounts (`cookieToInitialState`) before the first render, as
   * 'connecting' until `start()` confirms or clears them. Ignored once started.
   */
  seedInitialState(initialState: InitialState): void
  /**
   * Opens the modal on the view spec §2's opening rules choose: Account when connected, else
   * Connect, or the view asked for with its data (`open({ view: 'Networks' })`).
   */
  open(request?: RouterEntry, isMobile?: boolean): void
  /** Closes the modal; refused (the modal shakes) while a request waits for the visitor's approval. */
  close(): void
  /** Whether the active namespace has a connected account. */
  isConnected(): boolean
  /** Disconnects a namespace's account (the active namespace's by default). */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Switches the active network; rejects when the wallet refuses or cannot switch. */
  switchNetwork(network: Network): Promise<void>
  /** Signs a message with the active account (personal_sign on eip155); a refusal shows 'Signature declined' and rejects. */
  signMessage(message: string): Promise<string>
  /**
   * Any request the active namespace declares, by name (`NamespaceRequests`: adapter-evm declares
   * eip155's, adapter-solana solana's), its params and result typed by that declaration: a
   * transaction answers its id on the chain (and shows as pending in Activity), a signature what
   * the wallet signed. Rejects 'Unsupported chain' where the active namespace declares no such name.
   */
  request<R extends RequestNameOf>(name: R, params: ParamsOf<R>): Promise<ResultOf<R>>
  /** Sends a transaction (eip155: `{ to, value?, data? }`, wei as a bigint) and answers its hash. */
  sendTransaction: RequestFunction<'sendTransaction'>
  /** Signs typed data (eip155: EIP-712's `{ domain, types, primaryType, message }`, typed as viem types it) and answers the signature. */
  signTypedData: RequestFunction<'signTypedData'>
  /** Reads the account's balances again (the active namespace's by default), past the server's cache. */
  refreshBalances(namespace?: ChainNamespace): Promise<void>
  /** Calls `listener` with every modal event (spec §7's analytics events, sent to the server or not); answers a function that stops it. */
  onEvent(listener: (event: FoyerEvent) => void): () => void
  /** Switches the modal between its light and dark theme. */
  setThemeMode(themeMode: ThemeMode): void
  /** Names under the server's zone (spec §1 ".id names"): `<label>.<zone>`, registered for the active eip155 account. */
  readonly names: {
    /** The zone (`foyer.id`): a name is `<label>.<zone>`. */
    zone(): Promise<string>
    /** Free names like the label's; rejects 'Error fetching name suggestions'. */
    suggestions(label: string): Promise<NameSuggestion[]>
    /** Whether the label's name is free; rejects 'Error resolving name'. */
    availability(label: string): Promise<NameAvailability>
    /** The connected wallet signs the registration of `<label>.<zone>`; answers the name, now the account's. */
    register(label: string): Promise<string>
  }
  /** The embedded wallet (email and social login). */
  readonly auth: {
    /** The visitor's choice between the wallet's own account and its smart account (eip155), kept by this app. */
    setPreferredAccountType(type: EmbeddedAccountType): Promise<void>
  }
  /** Sign-in with a wallet signature (the `siwx` option). */
  readonly siwx: {
    /** The active account's session once it signed in (or the strategy had one for it); undefined otherwise. */
    getSession(): SiwxSession | undefined
    /** Has the connected wallet sign in and stores the session; rejects 'SIWX is not enabled' without the `siwx` option. */
    signIn(): Promise<SiwxSession>
    /** Signs the active account out: its sessions are revoked. */
    signOut(): Promise<void>
  }
}

/** Adapters Foyer adds beside the host's; they do not count as the host's for the opening rule (spec §2). */
export interface BuiltInAdapters {
  adapters?: readonly ChainAdapter[]
  /** The embedded wallet (email and social login), when the host's features turn it on. */
  auth?: boolean | AuthAdapterOptions
  /**
   * The namespaces the framework package knows (@foyer/react: every one Foyer ships), for connections
   * no host adapter brings a module for (a host with WalletConnect or the embedded wallet only).
   */
  namespaces?: readonly NamespaceModule[]
}

/**
 * The client: a thin facade over the stores and the actions. Creating it touches no browser
 * global; `start()` (called in the browser) begins wallet discovery and restores sessions. What it
 * answers is `InternalFoyerClient` (the stores and the modal's actions too) for Foyer's own
 * packages; `@foyer/core` gives hosts the same function typed as answering a `FoyerClient`.
 */
export function createFoyerClient(options: FoyerOptions, builtIn: BuiltInAdapters = {}) {
  const ctx = createContext(resolveOptions(options), builtIn.namespaces)
  // The embedded wallet's connector loads when it is first needed (embeddedWalletAdapter.ts); its methods wait for it.
  const embedded = builtIn.auth && embeddedWalletEnabled(ctx) ? embeddedWalletAdapter(ctx, builtIn.auth === true ? {} : builtIn.auth) : undefined
  const auth = embeddedWalletMethods(ctx, () => embedded?.load())
  // The activity list belongs to one account on one network: it starts over when they change.
  followActivityOwner(ctx)
  // The Account view shows current balances: opening it refreshes them (within the 30 s cache).
  refreshBalancesOnAccountView(ctx)
  // Keyed by adapter: a namespace may have several (injected wallets and WalletConnect for eip155).
  const byAdapter = new Map<ChainAdapter, readonly WalletConnector[]>()
  let started = false

  function findConnector(id: string): Promise<WalletConnector | undefined> {
    const found = ctx.connectors.byId(id)
    if (found) return Promise.resolve(found)
    return new Promise((resolve) => {
      const stop = ctx.connectors.subscribe(() => {
        const connector = ctx.connectors.byId(id)
        if (connector) finish(connector)
      })
      const timer = setTimeout(() => finish(undefined), CONNECTOR_DISCOVERY_WAIT_MS)
      function finish(connector: WalletConnector | undefined) {
        stop()
        clearTimeout(timer)
        resolve(connector)
      }
    })
  }

  return {
    ctx,
    options: ctx.options,
    /** Starts discovery in every adapter and restores stored connections. Returns a stop function. */
    start(): () => void {
      started = true
      const stops: (() => void)[] = []
      let stopped = false
      const begin = () => {
        if (stopped) return
        // The host's adapters, then the built-in ones (WalletConnect), which do not count as the
        // host's adapters for the opening rule of spec §2.
        const adapters = [...(ctx.options.adapters ?? []), ...(builtIn.adapters ?? []), ...(embedded ? [embedded] : [])]
        for (const adapter of adapters)
          stops.push(
            adapter.watchConnectors((connectors) => {
              byAdapter.set(adapter, connectors)
              ctx.connectors.set([...byAdapter.values()].flat())
            }),
          )
        ctx.recentWallets.set(readRecentWallets(ctx.storage))
        restoreActiveNetwork(ctx)
        void syncStoredConnections(ctx, findConnector)
        if (ctx.options.stateCookie) {
          // Loaded only by the hosts that turn it on, and after the sync has marked what it restores
          // (the cookie waits for its outcome).
          const following = import('./ssr/stateCookie.ts').then(({ followStateCookie }) => followStateCookie(ctx.chains))
          stops.push(() => void following.then((stop) => stop()))
        }
        if (ctx.options.siwx) {
          // Sign-in follows the accounts: loaded only by the hosts that set it.
          const following = siwx().then(({ followSiwx }) => followSiwx(ctx))
          stops.push(() => void following.then((stop) => stop()))
        }
        if (embedded && typeof location !== 'undefined' && hasSocialResult(location.href)) {
          // Back from a social login's redirect fallback (?foyer_social_result=): finish it.
          auth.finishSocialRedirect({ href: location.href, replace: (url) => history.replaceState(history.state, '', url) }).catch(() => undefined)
        }
      }
      // A host that lists no networks takes the server's: discovery and the stored connections
      // start once they are in (a wallet, WalletConnect's proposal and a restore all need them).
      if (ctx.options.networks) begin()
      else
        void import('./actions/serverNetworks.ts')
          .then(({ loadServerNetworks }) => loadServerNetworks(ctx))
          .then(begin, (error: unknown) => createLog(ctx.options).warn("Foyer: the Foyer server's networks could not be loaded, so no network is offered", error))
      return () => {
        stopped = true
        stops.forEach((stop) => stop())
        ctx.timers.clearAll()
      }
    },
    /**
     * Draws a returning visitor's accounts (`cookieToInitialState`) before the first render, as
     * 'connecting' and `restoring` until start() confirms or clears them. Ignored once started:
     * the live state wins over a cookie read earlier.
     */
    seedInitialState: (initialState: InitialState) => {
      if (!started) seedInitialState(ctx.chains, ctx.chains.get().networks, initialState)
    },
    /** Opens the modal, on the requested view (with its data) where the opening rules allow it. */
    open: (request?: RouterEntry, isMobile?: boolean) => openModal(ctx, request, isMobile),
    /** Closes the modal; refused (the modal shakes) while a request waits in ApproveTransaction. */
    close: () => closeModal(ctx),
    canClose: () => canClose(ctx),
    /** Whether Back shows: there is a view to go back to and the current one lets the visitor leave. */
    canGoBack: () => canGoBack(ctx),
    /** Back one view; what leaving the current view does (a login stops) is the view's own behaviour. */
    back: () => goBack(ctx),
    push: <V extends View>(view: V, ...data: ViewDataArgs<V>) => ctx.router.push(view, ...data),
    isConnected: () => isConnected(ctx),
    connect: (connector: WalletConnector) => connect(ctx, connector),
    /** The modal's own connection attempt (ConnectingExternal, WalletConnect): outcome in `ctx.connectionAttempt`, closes on success. */
    startConnection: (connector: WalletConnector) => startConnection(ctx, connector),
    retryConnection: () => retryConnection(ctx),
    /** Stops a pending attempt the wallet can stop (a WalletConnect pairing); its outcome no longer counts. */
    cancelConnection: () => cancelConnection(ctx),
    /** Forgets a declined or failed outcome when its view goes; a request pending in the wallet stays. */
    leaveConnection: () => leaveConnection(ctx),
    disconnect: (namespace?: ChainNamespace) => disconnect(ctx, namespace),
    /** Calls `listener` with every modal event (spec §7's analytics events, sent to the server or not); answers a function that stops it. */
    onEvent: (listener: (event: FoyerEvent) => void) => ctx.analytics.subscribe(listener),
    /** Asks the server which logins it serves (the Connect view's preload); loaded on first use. */
    loadLoginMethods: async () => (await import('./auth/loginMethods.ts')).loadLoginMethods(ctx),
    switchNetwork: (network: Network) => switchNetwork(ctx, network),
    /** Takes a network away at runtime: its namespace falls back to another of its networks, or is let go with none left. */
    removeNetwork: async (caipNetworkId: CaipNetworkId) => (await import('./actions/networkRemoval.ts')).removeNetwork(ctx, caipNetworkId),
    signMessage: async (message: string) => (await signing()).signMessage(ctx, message),
    /**
     * Any request the active namespace declares, by name (`NamespaceRequests`: adapter-evm declares
     * eip155's, adapter-solana solana's), its params and result typed by that declaration, checked
     * by the namespace's module: a transaction answers its id on the chain (and shows as pending in
     * Activity), a signature what the wallet signed. The helpers below are its common requests by name.
     */
    request: async <R extends RequestNameOf>(name: R, params: ParamsOf<R>): Promise<ResultOf<R>> => (await requests()).namespaceRequest(ctx, name, params),
    // Two common requests by name (eip155's, which most hosts send); every other one through request().
    // They take the host's input as it comes, which the namespace's module checks (a TypeError naming
    // the field): FoyerClient types them as the namespace declares them (viem's generics for eip155).
    /** Sends a transaction (eip155: `{ to, value?, data? }`, wei as bigint) and answers its hash. */
    sendTransaction: async (transaction: unknown): Promise<ResultOf<'sendTransaction'>> => (await transactions()).requestTransaction(ctx, 'sendTransaction', transaction),
    /** Signs typed data (eip155: EIP-712 `{ domain, types, primaryType, message }`) and answers the signature. */
    signTypedData: async (typedData: unknown): Promise<ResultOf<'signTypedData'>> => (await signing()).requestSignature(ctx, 'signTypedData', typedData),
    /**
     * Reads the account's balances again (the active namespace's by default), the server reading
     * the chain past its cache; within 30 s of a failure it waits for the automatic retry.
     */
    refreshBalances: (namespace?: ChainNamespace) => {
      const target = namespace ?? ctx.chains.get().activeNamespace
      return target ? refreshBalances(ctx, target, 'request') : Promise.resolve()
    },
    /** The visitor's Retry on an unavailable balance: asks at once, even within 30 s of the failure. */
    retryBalances: (namespace?: ChainNamespace) => {
      const target = namespace ?? ctx.chains.get().activeNamespace
      return target ? refreshBalances(ctx, target, 'retry') : Promise.resolve()
    },
    fetchTransactions: () => activityPages().then((pages) => pages.fetchTransactions(ctx)),
    fetchNextTransactions: () => activityPages().then((pages) => pages.fetchNextTransactions(ctx)),
    trackTransaction: (transaction: Parameters<typeof addPendingTransaction>[1]) => addPendingTransaction(ctx, transaction),
    // The registry's lists are the Connect and All Wallets views' business: their code loads with
    // the first of them (on idle, or on the click), not with the page.
    loadConnectWallets: () => wallets().then((rules) => rules.loadConnectWallets(ctx)),
    loadWalletsPage: (page: number, signal?: AbortSignal) => wallets().then((rules) => rules.loadWalletsPage(ctx, page, signal)),
    /** Readies AllWallets: its first page and the images of its first 20 wallets (the visitor points at its entry). */
    prefetchAllWallets: () => wallets().then((rules) => rules.prefetchAllWallets(ctx)),
    searchWallets: (search: string, signal?: AbortSignal) => wallets().then((rules) => rules.searchWallets(ctx, search, signal)),
    setThemeMode: (themeMode: ThemeMode) => ctx.theme.set((theme) => ({ ...theme, themeMode })),
    /** Names under the server's zone (spec §1 ".id names"): `<label>.<zone>`, registered for the active eip155 account. */
    names: {
      /** The zone (`foyer.id`): a name is `<label>.<zone>`. */
      zone: async () => (await names()).nameZone(ctx),
      /** Free names like the label's; rejects 'Error fetching name suggestions'. */
      suggestions: async (label: string) => (await names()).nameSuggestions(ctx, label),
      /** Whether the label's name is free; rejects 'Error resolving name'. */
      availability: async (label: string) => (await names()).nameAvailability(ctx, label),
      /**
       * The connected wallet signs the registration of `<label>.<zone>` for the active account; answers
       * the name, now the account's. Rejects 'Error registering name' (or the wallet's refusal, after 'Signature declined').
       */
      register: async (label: string) => (await names()).registerAccountName(ctx, label),
    },
    /** The embedded wallet: email, social and Farcaster login, email update, RPC requests. */
    auth,
    /** Sign-in with a wallet signature (the `siwx` option); its session store is `ctx.siwx`. */
    siwx: {
      /** The active account's session once it signed in (or the strategy had one for it); undefined otherwise. */
      getSession: (): SiwxSession | undefined => ctx.siwx.get().session,
      /**
       * Has the connected wallet sign in and stores the session; rejects 'SIWX is not enabled' without
       * the `siwx` option, and the wallet's refusal after showing 'Signature declined'.
       */
      signIn: async () => (await siwx()).signInWithWallet(ctx),
      /** Signs the active account out: its sessions are revoked (Foyer's server asks the wallet to sign the revocation). */
      signOut: async () => (await siwx()).signOut(ctx),
    },
  }
}
/** The client with its stores (`ctx`) and the modal's own actions: for Foyer's own packages, never a host's. */
export type InternalFoyerClient = ReturnType<typeof createFoyerClient>
