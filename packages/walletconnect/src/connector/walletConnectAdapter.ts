import type { ChainAdapter, WalletConnector } from '@foyer/core/internal'
import { createWalletConnectConnector, type WalletConnectConfig } from './walletConnectConnector.ts'

/**
 * WalletConnect as a chain adapter: it reports one connector, at once, in every environment
 * (a QR code needs nothing from the browser). The protocol code loads when a visitor picks it.
 */
export function walletConnectAdapter(config: WalletConnectConfig): ChainAdapter {
  let connector: WalletConnector | undefined
  return {
    namespace: 'eip155',
    watchConnectors(onChange) {
      connector ??= createWalletConnectConnector(config)
      onChange([connector])
      return () => undefined
    },
  }
}
