import { SIWX_NAMESPACE_RULES } from '@foyer/siwx-verify'
import { defineServedNamespace } from '../servedNamespace.ts'
import { BITCOIN_ADDRESS, bitcoinAddressSchema } from './bitcoinCaip.ts'
import { bitcoinChainsSchema, bitcoinDevnetChainsSchema } from './bitcoinChainConfig.ts'
import { bitcoinChainsFileSchema } from './bitcoinChainsFile.ts'
import { bitcoinHistory } from './bitcoinHistory.ts'
import { isForwardedBitcoinMethod } from './bitcoinMethodPolicy.ts'
import { bitcoinRoutes } from './bitcoinRoutes.ts'
import { bitcoinReader } from './readBitcoinHoldings.ts'
import { bitcoinEmbeddedWallet } from './wallet/bitcoinEmbeddedWallet.ts'

/** Bitcoin networks (CAIP-2 `bip122:<genesis hash prefix>`) through Esplora's HTTP API; addresses as written (bech32 in one case). */
export const bip122Namespace = defineServedNamespace({
  name: 'bip122',
  referencePattern: /^[0-9a-f]{32}$/,
  chains: {
    configKey: 'bitcoinChains',
    schema: bitcoinChainsSchema,
    chainsFile: { key: 'bitcoin', schema: bitcoinChainsFileSchema },
    devnetFile: { key: 'bitcoin', schema: bitcoinDevnetChainsSchema },
  },
  address: {
    schema: bitcoinAddressSchema,
    // A bech32 address is one case throughout: the lower case is its cache key; base58 is case-sensitive.
    key: (address) => (/^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address),
    pattern: BITCOIN_ADDRESS,
    description: 'a Bitcoin address (bc1…, tb1…, bcrt1…, or base58 starting 1, 3, m, n or 2)',
  },
  // Bitcoin lists no tokens: its balance is BTC alone.
  listedTokens: () => [],
  holdingsReader: (chain, policy) => {
    const reader = bitcoinReader(chain, policy)
    return (owner) => reader.holdings(owner)
  },
  isForwardedMethod: isForwardedBitcoinMethod,
  // Sign-in by BIP-322 simple signatures (P2WPKH, P2TR), checked offline: no chain is asked.
  siwx: { rules: SIWX_NAMESPACE_RULES.bip122 },
  // Its sends' reads and broadcast: /v1/bip122/utxos, /v1/bip122/fee-rates, POST /v1/bip122/transactions.
  routes: bitcoinRoutes,
  // Its Activity: the account's transactions from Esplora (sent, received), under the one history route.
  history: bitcoinHistory,
  // The embedded wallet's payment account (BIP-84 P2WPKH), its messages and PSBTs approved in the frame.
  embeddedWallet: bitcoinEmbeddedWallet,
})
