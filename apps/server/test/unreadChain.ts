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
