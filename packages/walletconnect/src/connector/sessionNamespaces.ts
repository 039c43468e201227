import type { ChainNamespace, Network } from '@foyer/core/internal'

/**
 * The namespaces WalletConnect speaks, in the order their connectors are listed: the first pairs,
 * the others join the session it opens. Small, for the first load; each has its module in
 * namespaceModules.ts (the type there makes a missing one a compile error).
 */
export const WALLET_CONNECT_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]
export type WalletConnectNamespace = (typeof WALLET_CONNECT_NAMESPACES)[number]

/** The namespaces the host has networks in, a connector each (eip155 alone for a host without any). */
export function sessionNamespaces(networks: readonly Network[]): WalletConnectNamespace[] {
  const found = WALLET_CONNECT_NAMESPACES.filter((namespace) => networks.some((network) => network.chainNamespace === namespace))
  return found.length ? found : ['eip155']
}

/** The namespace whose connector pairs. */
export function pairingNamespace(networks: readonly Network[]): WalletConnectNamespace {
  return sessionNamespaces(networks)[0]!
}
