import type { ServerConfig } from '../src/index.ts'

/**
 * A chain the tests never read from: the server needs one configured, and a test of routes that
 * never call a chain needs no devnet (nothing listens on port 9, the discard port).
 */
export const UNREAD_CHAIN: ServerConfig['chains'][number] = {
  caipNetworkId: 'eip155:31337',
  name: 'Unread chain',
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  nativePriceUsd: 3000,
  testnet: false,
  tokens: [],
}

/** A Bitcoin network the tests never read from (its Esplora at the discard port), for routes a served Bitcoin network brings. */
export const UNREAD_BITCOIN_CHAIN: NonNullable<ServerConfig['bitcoinChains']>[number] = {
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Unread Bitcoin network',
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  nativePriceUsd: 60000,
  testnet: false,
  prices: { source: 'fixed' },
}
