/**
 * The modal's side of WalletConnect. The first load carries the adapter and the connector's stub
 * (lazyWalletConnectConnector.ts); the connector's calls and the protocol itself (../sign,
 * ../relay, crypto) are imported on demand when a visitor connects or a session is restored.
 */
export { walletConnectAdapter } from './walletConnectAdapter.ts'
export { createWalletConnectConnector, ConnectAbortedError, type WalletConnectConfig, type WalletConnectShared } from './walletConnectConnector.ts'
export { createLazyWalletConnectConnector } from './lazyWalletConnectConnector.ts'
export { WALLET_CONNECT_CONNECTOR_ID } from './walletConnectIdentity.ts'
export { proposalNamespaces, EIP155_METHODS, EIP155_EVENTS } from './eip155Session.ts'
