import type { WalletConnector } from '../connector.ts'
import { createStore } from '../store.ts'
import type { RecentWallet, WalletListing } from '../types.ts'

/** Connector type order of spec §2: the sections of the Connect view, top to bottom. */
export const CONNECTOR_TYPE_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const
export type ConnectorSection = (typeof CONNECTOR_TYPE_ORDER)[number]

export type ConnectMethod = 'email' | 'social' | 'wallet'

/** A wallet the host adds that is not in the registry. */
export interface CustomWallet {
  id: string
  name: string
  image_url?: string
  homepage?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  rdns?: string | null
  chrome_store?: string | null
  firefox_store?: string | null
  app_store?: string | null
  play_store?: string | null
  desktop_download?: string | null
}

/** One row of the Connect view's wallet list. */
export type WalletItem =
  | { section: ConnectorSection; kind: 'connector'; id: string; name: string; connector: WalletConnector }
  | { section: ConnectorSection; kind: 'listing'; id: string; name: string; listing: WalletListing }
  | { section: ConnectorSection; kind: 'custom'; id: string; name: string; wallet: CustomWallet }

export interface WalletListInput {
  connectors: readonly WalletConnector[]
  recent: readonly RecentWallet[]
  featured: readonly WalletListing[]
  custom: readonly CustomWallet[]
  recommended: readonly WalletListing[]
}

/** The connectors the adapters discovered, by namespace order of discovery. */
export function createConnectorsStore() {
  const store = createStore<readonly WalletConnector[]>([])
  return {
    ...store,
    byId: (id: string) => store.get().find((connector) => connector.id === id),
  }
}
export type ConnectorsStore = ReturnType<typeof createConnectorsStore>
