import type { NamespaceModule } from '@foyer/core/internal'
import { addressFitsNetwork } from '../bitcoinNetwork.ts'
import { bitcoinAddressKey, decodeBitcoinAddress } from './bitcoinAddress.ts'
import { dustLimitOf } from './dustLimit.ts'
// Importing this module brings the bip122 request types (the NamespaceRequests augmentation) with it
// (`export type {}`, which the published .d.ts keeps; it drops an empty `import type {}`).
export type {} from './requestTypes.ts'

/**
 * The bip122 namespace (Bitcoin) as the client knows it, given to it by `bitcoinAdapter()`: its
 * address rules, words and offers at once; its requests' checks with the first request
 * (bitcoinParts.ts). Foyer serves balances and sends for it (the server reads any Esplora).
 */
export const bitcoinNamespace: NamespaceModule<'bip122'> = {
  namespace: 'bip122',
  // BIP-173/350 (bech32, bech32m) and base58check; on a network, only its own addresses (bc1 mainnet's, bcrt1 regtest's).
  address: {
    isValid: (text, network) => {
      const decoded = decodeBitcoinAddress(text.trim())
      return decoded !== undefined && (!network || addressFitsNetwork(decoded.chain, network))
    },
    key: bitcoinAddressKey,
  },
  // A receiver is paid no less than its output type's dust limit, which nodes refuse below.
  sendMinimum: dustLimitOf,
  // Activity: the server reads the account's transactions from Esplora under the one history route.
  services: ['balance', 'send', 'activity'],
  transactionId: /^[0-9a-f]{64}$/,
  // The embedded wallet's login serves Bitcoin too: the server derives the user's payment address beside the others.
  embeddedWallet: 'companion',
  // BTC's 8 decimals: a fee of a few hundred satoshis shows whole.
  feeDecimals: 8,
  texts: { en: { receiverPlaceholder: 'Bitcoin address (bc1…)' } },
  load: async () => (await import('./bitcoinParts.ts')).bitcoinParts,
}
