import {
  createFoyerClient,
  resolveOptions,
  reusesPairing,
  isMobileBrowser,
  type AppMetadata,
  type CaipNetworkId,
  type ChainNamespace,
  type FoyerClient,
  type FoyerOptions,
  type InternalFoyerClient,
  type Network,
  type RouterEntry,
  type ThemeMode,
  type ThemeVariables,
} from '@foyer/core/internal'
import { walletConnectAdapter } from '@foyer/walletconnect/connector'
import { FOYER_NAMESPACES } from './namespaces.ts'

/**
 * What `createFoyer` answers: pass it to `<FoyerProvider foyer>`. Its methods work outside
 * components too (after an event, in a store); inside them, the hooks give the same and follow state.
 */
export interface Foyer {
  /**
   * Opens the modal on the view spec §2's opening rules choose: Account when connected, else
   * Connect, or the view asked for with its data (`open({ view: 'Networks' })`).
   */
  open(request?: RouterEntry, isMobile?: boolean): void
  /** Closes the modal; refused (the modal shakes) while a request waits for the visitor's approval. */
  close(): void
  /** Switches the active network; rejects when the wallet refuses or cannot switch. */
  switchNetwork(network: Network): Promise<void>
  /**
   * Takes a network away while the page runs (`'eip155:10'`): where it was active its namespace falls
   * back to another of its networks (a wallet still on it is offered the switch); a namespace left
   * with none is disconnected and let go.
   */
  removeNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /** Signs a message with the connected account; a refusal shows 'Signature declined' and rejects. */
  signMessage(message: string): Promise<string>
  /** Disconnects a namespace's account (the active namespace's by default). */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Switches the modal between its light and dark theme. */
  setThemeMode(themeMode: ThemeMode): void
  /** Replaces the theme variables (`--foyer-accent`, …) the modal is drawn with. */
  setThemeVariables(themeVariables: ThemeVariables): void
  /**
   * The framework-free client: requests by name (`client.request('getCapabilities', {})`), every
   * modal event (`client.onEvent`), sign-in (`client.siwx`), names, the embedded wallet's account
   * type, and `walletProvider(foyer.client)` from @foyer/core outside React.
   */
  readonly client: FoyerClient
}

/**
 * A Foyer as Foyer's own code holds it: its client with the stores and the modal's actions. Every
 * Foyer is one `createFoyer` made, so `<FoyerProvider>` holds the one it is given as this.
 */
export interface FoyerInstance extends Foyer {
  readonly client: InternalFoyerClient
}

/**
 * Creates Foyer for a React app. Call it once, outside components, and pass the result to
 * <FoyerProvider>. Options are validated here: a mistake throws a FoyerOptionsError naming it.
 */
export function createFoyer(options: FoyerOptions): Foyer {
  const resolved = resolveOptions(options)
  // WalletConnect is built in where there is a relay (the Foyer server's, or the host's
  // `relayUrl`): a QR code needs nothing from the browser. Its protocol code loads when a visitor
  // picks it. Without a relay it is not offered, and a listed wallet that is not installed shows
  // where to get it.
  let liveNetworks = (): readonly Network[] => resolved.networks ?? []
  const relayUrl = resolved.relayUrl
  const walletConnect =
    relayUrl &&
    walletConnectAdapter({
      relayUrl,
      projectId: resolved.projectId,
      metadata: resolved.metadata ?? pageMetadata(),
      // The networks as they are when a session is proposed: the host's, or the server's once in.
      get networks() {
        return liveNetworks()
      },
      reopensWallet: () => isMobileBrowser(),
      reusePairing: () =>
        typeof navigator !== 'undefined' && reusesPairing({ userAgent: navigator.userAgent, isTelegram: Boolean((globalThis as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp) }),
    })
  // The embedded wallet (email and social login) is built in too when the host's features turn it
  // on; its frame and the protocol's schemas load on demand. Both connect accounts of namespaces the
  // host may have no adapter for, so every namespace's module is built in as well (their requests'
  // checks and encoders load on the first request).
  const client = createFoyerClient(options, { adapters: walletConnect ? [walletConnect] : [], auth: true, namespaces: FOYER_NAMESPACES })
  liveNetworks = () => client.ctx.chains.get().networks
  return {
    client,
    open: client.open,
    close: client.close,
    switchNetwork: client.switchNetwork,
    removeNetwork: client.removeNetwork,
    signMessage: client.signMessage,
    disconnect: client.disconnect,
    setThemeMode: client.setThemeMode,
    setThemeVariables: (themeVariables: ThemeVariables) => client.ctx.theme.set((theme) => ({ ...theme, themeVariables })),
  } satisfies FoyerInstance
}

/** The page's own name and address when the host gave no metadata (empty during server rendering). */
function pageMetadata(): AppMetadata {
  if (typeof document === 'undefined') return { name: '', description: '', url: '', icons: [] }
  return { name: document.title || location.host, description: '', url: location.origin, icons: [] }
}
