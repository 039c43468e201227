/**
 * Tells the embedded wallet's connector from the others without loading it: the first load asks
 * (the Connect view's preload, the client's methods) before `authConnector.ts` is there.
 */
import type { WalletConnector } from '../connector.ts'
import type { AuthConnector } from './authConnector.ts'

export function isAuthConnector(connector: WalletConnector | undefined): connector is AuthConnector {
  return connector?.type === 'AUTH' && typeof (connector as Partial<AuthConnector>).request === 'function'
}
