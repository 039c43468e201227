import type { ChainNamespace, Network } from '@foyer/core/internal'
import type { NamespaceSessionModule } from './namespaceSessionModule.ts'

/**
 * The namespaces WalletConnect speaks, one line each, in the order their connectors are listed:
 * the first pairs, the others join the session it opens. The first load holds only the names; each
 * namespace's module (`<ns>Session.ts`) loads with the session's code. The type makes a line whose
 * module is another namespace's a compile error.
 */
const NAMESPACE_SESSIONS = {
  eip155: () => import('./eip155Session.ts').then((module) => module.eip155Session),
  solana: () => import('./solanaSession.ts').then((module) => module.solanaSession),
  bip122: () => import('./bip122Session.ts').then((module) => module.bip122Session),
  polkadot: () => import('./polkadotSession.ts').then((module) => module.polkadotSession),
} satisfies { [N in ChainNamespace]?: () => Promise<NamespaceSessionModule<N>> }

export type WalletConnectNamespace = keyof typeof NAMESPACE_SESSIONS
export const WALLET_CONNECT_NAMESPACES = Object.keys(NAMESPACE_SESSIONS) as readonly WalletConnectNamespace[]

/** The namespaces the host has networks in, a connector each (the first listed alone for a host without any). */
export function sessionNamespaces(networks: readonly Network[]): WalletConnectNamespace[] {
  const found = WALLET_CONNECT_NAMESPACES.filter((namespace) => networks.some((network) => network.chainNamespace === namespace))
  return found.length ? found : [WALLET_CONNECT_NAMESPACES[0]!]
}

/** The namespace whose connector pairs. */
export function pairingNamespace(networks: readonly Network[]): WalletConnectNamespace {
  return sessionNamespaces(networks)[0]!
}

/** Every listed namespace's module, in the list's order (for the session: its proposal and its sides). */
export function loadSessionModules(): Promise<NamespaceSessionModule[]> {
  return Promise.all(WALLET_CONNECT_NAMESPACES.map((namespace) => NAMESPACE_SESSIONS[namespace]()))
}
