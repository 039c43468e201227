/**
 * The modal's side of WalletConnect: small enough for the first load. The protocol itself
 * (../sign, ../relay, crypto) is imported on demand when a visitor connects.
 */
export { walletConnectAdapter } from './walletConnectAdapter.ts'
export { createWalletConnectConnector, createWalletConnectConnectors, ConnectAbortedError, WALLET_CONNECT_CONNECTOR_ID, type WalletConnectConfig } from './walletConnectConnector.ts'
export { proposalNamespaces, EIP155_METHODS, EIP155_EVENTS } from './eip155Session.ts'
export { SOLANA_METHODS } from './solanaSession.ts'
export { BIP122_EVENTS, BIP122_METHODS } from './bip122Session.ts'
export { POLKADOT_EVENTS, POLKADOT_METHODS } from './polkadotSession.ts'
