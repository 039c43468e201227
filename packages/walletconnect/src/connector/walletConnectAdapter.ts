import type { ChainAdapter, WalletConnector } from '@foyer/core/internal'
import { WALLET_CONNECT_NAMESPACES } from './sessionNamespaces.ts'
import { createWalletConnectConnectors, type WalletConnectConfig } from './walletConnectConnector.ts'

/**
 * WalletConnect as a chain adapter: it reports its connectors (one per namespace the host has
 * networks in, one session), at once, in every environment (a QR code needs nothing from the
 * browser). The protocol code loads when a visitor picks it. Core asks an adapter for one
 * namespace: it is the first listed, though the connectors span them all.
 */
export function walletConnectAdapter(config: WalletConnectConfig): ChainAdapter {
  let connectors: WalletConnector[] | undefined
  return {
    namespace: WALLET_CONNECT_NAMESPACES[0]!,
    watchConnectors(onChange) {
      connectors ??= createWalletConnectConnectors(config)
      onChange(connectors)
      return () => undefined
    },
  }
}
