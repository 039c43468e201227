/** What the modal adds for WalletConnect (as createFoyer imports it); the protocol comes in a chunk loaded on connect. */
export { walletConnectAdapter } from '@foyer/walletconnect/connector'
