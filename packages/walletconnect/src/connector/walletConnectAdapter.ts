import type { ChainAdapter, WalletConnector } from '@foyer/core/internal'
import { createLazyWalletConnectConnector } from './lazyWalletConnectConnector.ts'
import type { WalletConnectConfig } from './walletConnectConnector.ts'

/**
 * WalletConnect as a chain adapter: it reports one connector, at once, in every environment
 * (a QR code needs nothing from the browser). Its calls and the protocol load when a visitor
 * picks it, or when a stored session is restored.
 */
export function walletConnectAdapter(config: WalletConnectConfig): ChainAdapter {
  let connector: WalletConnector | undefined
  return {
    namespace: 'eip155',
    watchConnectors(onChange) {
      connector ??= createLazyWalletConnectConnector(config)
      onChange([connector])
      return () => undefined
    },
  }
}
