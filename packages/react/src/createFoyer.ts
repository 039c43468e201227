import { createFoyerClient, resolveOptions, reusesPairing, type AppMetadata, type FoyerOptions, type ThemeVariables } from '@foyer/core/internal'
import { walletConnectAdapter } from '@foyer/walletconnect/connector'
import { FOYER_NAMESPACES } from './namespaces.ts'

/**
 * Creates Foyer for a React app. Call it once, outside components, and pass the result to
 * <FoyerProvider>. Options are validated here: a mistake throws a FoyerOptionsError naming it.
 */
export function createFoyer(options: FoyerOptions) {
  const resolved = resolveOptions(options)
  // WalletConnect is built in: a QR code needs nothing from the browser. Its protocol code loads
  // when a visitor picks it.
  const walletConnect = walletConnectAdapter({
    relayUrl: resolved.relayUrl,
    projectId: resolved.projectId,
    metadata: resolved.metadata ?? pageMetadata(),
    networks: resolved.networks,
    reusePairing: () =>
      typeof navigator !== 'undefined' && reusesPairing({ userAgent: navigator.userAgent, isTelegram: Boolean((globalThis as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp) }),
  })
  // The embedded wallet (email and social login) is built in too when the host's features turn it
  // on; its frame and the protocol's schemas load on demand. Both connect accounts of namespaces the
  // host may have no adapter for, so every namespace's module is built in as well (their requests'
  // checks and encoders load on the first request).
  const client = createFoyerClient(options, { adapters: [walletConnect], auth: true, namespaces: FOYER_NAMESPACES })
  return {
    client,
    open: client.open,
    close: client.close,
    switchNetwork: client.switchNetwork,
    signMessage: client.signMessage,
    disconnect: client.disconnect,
    setThemeMode: client.setThemeMode,
    setThemeVariables: (themeVariables: ThemeVariables) => client.ctx.theme.set((theme) => ({ ...theme, themeVariables })),
  }
}
export type Foyer = ReturnType<typeof createFoyer>

/** The page's own name and address when the host gave no metadata (empty during server rendering). */
function pageMetadata(): AppMetadata {
  if (typeof document === 'undefined') return { name: '', description: '', url: '', icons: [] }
  return { name: document.title || location.host, description: '', url: location.origin, icons: [] }
}
