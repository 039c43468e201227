import { WALLET_CONNECT_ICON } from './walletConnectIcon.ts'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** What the WalletConnect connector is, whether its calls have loaded or not: the Connect view lists it by these. */
export const WALLET_CONNECT_IDENTITY = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  imageUrl: WALLET_CONNECT_ICON,
} as const
