import type { ChainNamespace, Network } from '@foyer/core/internal'
import type { KeyValueStorage, Metadata } from '../types.ts'

/** How the modal's WalletConnect connector reaches the relay and what it proposes. */
export interface WalletConnectConfig {
  /** ws:// or wss:// URL of the relay: Foyer's own (`<apiUrl>/ws`) or the public one. */
  relayUrl: string
  projectId?: string
  metadata: Metadata
  /** The host's networks: those of every namespace the connector speaks (sessionNamespaces.ts) are proposed to the wallet. */
  networks: readonly Network[]
  /** Only this namespace's connector (tests); default one for every namespace the host has networks in. */
  namespace?: ChainNamespace
  /** Where keys and sessions are kept; default localStorage in a browser, memory elsewhere. */
  storage?: KeyValueStorage
  WebSocket?: typeof globalThis.WebSocket
  /** Telegram and iOS Safari keep one pairing until it expires (spec §4). */
  reusePairing?: () => boolean
  /**
   * Whether to reopen the wallet for each request once the relay has it (on a phone: the visitor is
   * back in the browser, and the wallet's `redirect` links bring its app up).
   */
  reopensWallet?: () => boolean
  /** How long the modal shows one pairing before a fresh one (spec §9: 4 minutes, renewed 10 s early). */
  pairingLifetimeMs?: number
}
