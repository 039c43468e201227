/** The WalletConnect connector alone, as createFoyer imports it; the protocol comes in a chunk loaded on connect. */
export { walletConnectAdapter } from '@foyer/walletconnect/connector'
