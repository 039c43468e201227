import type { NamespaceModule } from '@foyer/core/internal'
import { bitcoinAddressKey, decodeBitcoinAddress } from './bitcoinAddress.ts'
// Importing this module brings the bip122 request types (the NamespaceRequests augmentation) with it.
import type {} from './requestTypes.ts'

/**
 * The bip122 namespace (Bitcoin) as the client knows it, given to it by `bitcoinAdapter()`: its
 * address rules, words and offers at once; its requests' checks with the first request
 * (bitcoinParts.ts). Foyer serves balances for it (the server reads any Esplora); sends, sign-in
 * and the embedded wallet come later.
 */
export const bitcoinNamespace: NamespaceModule<'bip122'> = {
  namespace: 'bip122',
  // BIP-173/350 (bech32, bech32m) and base58check, on mainnet, the test networks and regtest alike.
  address: { isValid: (text) => decodeBitcoinAddress(text.trim()) !== undefined, key: bitcoinAddressKey },
  services: ['balance'],
  // BTC's 8 decimals: a fee of a few hundred satoshis shows whole.
  feeDecimals: 8,
  texts: { en: { receiverPlaceholder: 'Bitcoin address (bc1…)' } },
  load: async () => (await import('./bitcoinParts.ts')).bitcoinParts,
}
