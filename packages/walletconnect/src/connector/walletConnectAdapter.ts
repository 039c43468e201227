import type { ChainAdapter, WalletConnector } from '@foyer/core/internal'
import { createWalletConnectConnectors, type WalletConnectConfig } from './walletConnectConnector.ts'

/**
 * WalletConnect as a chain adapter: it reports its connectors (one per namespace the host has
 * networks in, one session), at once, in every environment (a QR code needs nothing from the
 * browser). The protocol code loads when a visitor picks it.
 */
export function walletConnectAdapter(config: WalletConnectConfig): ChainAdapter {
  let connectors: WalletConnector[] | undefined
  return {
    namespace: 'eip155',
    watchConnectors(onChange) {
      connectors ??= createWalletConnectConnectors(config)
      onChange(connectors)
      return () => undefined
    },
  }
}
