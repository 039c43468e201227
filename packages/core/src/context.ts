import { createBlockchainClient } from './api/blockchain.ts'
import { createBackgroundTimers } from './backgroundTimers.ts'
import { createHttpClient } from './api/http.ts'
import { createRegistryClient } from './api/registry.ts'
import { createBundledRegistryClient } from './walletRegistry/bundledRegistry.ts'
import type { WalletConnector } from './connector.ts'
import type { NamespaceModule } from './namespaceModule.ts'
import { createNamespaceRegistry } from './namespaceRegistry.ts'
import type { ResolvedOptions } from './options.ts'
import { defaultStorage, lazyStorage, type KeyValueStorage } from './storage.ts'
import { createActivityStore } from './stores/activity.ts'
import { createAnalytics } from './analytics.ts'
import { createAlertStore } from './stores/alert.ts'
import { createAuthStore } from './auth/authStore.ts'
import { reportApiProblem } from './stores/apiAlerts.ts'
import { createChainsStore } from './stores/chains.ts'
import { createConnectionAttemptStore } from './stores/connectionAttempt.ts'
import { createConnectorsStore } from './stores/connectors.ts'
import { createModalStore } from './stores/modal.ts'
import { createRouterStore } from './stores/router.ts'
import { createSnackbarStore } from './stores/snackbar.ts'
import { createSiwxSessionStore } from './siwx/siwxSessionStore.ts'
import { createThemeStore } from './stores/theme.ts'
import { createStore } from './store.ts'
import { alertTexts } from './messages/en/alerts.ts'
import { snackbarTexts } from './messages/en/snackbars.ts'
import { createMessagesStore } from './messages/messagesStore.ts'
import type { CaipNetworkId, ChainNamespace, RecentWallet } from './types.ts'
import { createLog } from './log.ts'

/**
 * Everything the actions work on: the stores, the options, the namespaces, the API clients and the
 * storage. `namespaces` are the modules the framework package brings beside the host adapters' own.
 */
export function createContext(options: ResolvedOptions, namespaces: readonly NamespaceModule[] = []) {
  const storage: KeyValueStorage = options.storage ?? lazyStorage(defaultStorage)
  // The modal's texts in the host's locale; the snackbar and the alert show core's English texts through it.
  const messages = createMessagesStore(options.locale)
  const alert = createAlertStore(() => messages.texts(alertTexts))
  const server = options.apiUrl === undefined ? undefined : createServerApi(options.apiUrl, options, alert)
  return {
    options,
    storage,
    /** Each namespace's rules and requests (namespaceModule.ts): core asks them, never the namespace's name. */
    namespaces: createNamespaceRegistry(options.adapters ?? [], namespaces, { server: server !== undefined }),
    /**
     * The Foyer server's APIs; undefined for a host without one (no `apiUrl`), where every feature
     * they serve is left out rather than failing: the namespaces' `serves` answers no for the
     * server's services, and the login, sign-in, analytics and WalletConnect parts ask here.
     */
    server,
    /** The wallets the Connect view lists: the server's registry, or without one the built-in list. */
    registry: server ? createRegistryClient(server.http) : createBundledRegistryClient(),
    modal: createModalStore(),
    router: createRouterStore(),
    snackbar: createSnackbarStore((text) => messages.localize(snackbarTexts, text)),
    alert,
    messages,
    analytics: createAnalytics(server?.http, options.features.analytics, createLog(options)),
    chains: createChainsStore([...(options.networks ?? [])], options.defaultNetwork),
    connectors: createConnectorsStore(),
    /** The connection the modal is making: connecting, declined or failed (ConnectingExternal, WalletConnect). */
    connectionAttempt: createConnectionAttemptStore(),
    activity: createActivityStore(),
    /** The embedded wallet's pending approval and social login attempt. */
    auth: createAuthStore(),
    /** The active account's SIWX sign-in (siwx/): none, signing or signed. */
    siwx: createSiwxSessionStore(),
    /** Read from storage by `start()`, so the server and the first browser render agree. */
    recentWallets: createStore<RecentWallet[]>([]),
    theme: createThemeStore({ themeMode: options.themeMode, themeVariables: options.themeVariables ?? {} }),
    /** The connector each connected namespace uses, and how to stop listening to it. */
    sessions: new Map<ChainNamespace, { connector: WalletConnector; unsubscribe: () => void }>(),
    /** The balance recovery and the sent transactions being followed (actions/balances.ts, transactionFollow.ts). */
    timers: createBackgroundTimers(),
    /** Answers worth keeping for the page's life, and the balance-retry block. */
    cache: {
      supportedChains: undefined as Promise<Set<string>> | undefined,
      /** The server's networks being loaded, for a host that lists none (actions/serverNetworks.ts). */
      serverNetworks: undefined as Promise<void> | undefined,
      balanceBlockedUntil: 0,
      /** The balance fetch under way per namespace (one at a time: actions/balances.ts). */
      balanceFetches: new Map<ChainNamespace, { owner: { address: string; caipNetworkId: CaipNetworkId }; done: Promise<void> }>(),
      /** The login-methods question under way (auth/loginMethods.ts). */
      loginMethods: undefined as Promise<void> | undefined,
    },
  }
}
export type FoyerContext = ReturnType<typeof createContext>

/** The Foyer server's APIs the modal reads; `http` serves the ones that load with their feature (SIWX's sessions, names, swaps). */
function createServerApi(apiUrl: string, options: ResolvedOptions, alert: ReturnType<typeof createAlertStore>) {
  const http = createHttpClient(
    apiUrl,
    { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion },
    // A configuration problem goes to the console, and to the modal only for a host in dev mode.
    (error) => reportApiProblem({ alert, options }, error),
  )
  return {
    /** The server's base URL, as the host gave it (without a trailing slash). */
    url: apiUrl,
    http,
    blockchain: createBlockchainClient(http),
    loginMethods: async () => (await import('./api/loginMethodsApi.ts')).fetchLoginMethods(http),
  }
}
export type ServerApi = ReturnType<typeof createServerApi>
