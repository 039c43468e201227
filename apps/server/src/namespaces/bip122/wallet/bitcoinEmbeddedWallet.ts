import type { UpstreamPolicy } from '../../../rpc/upstreams.ts'
import type { EmbeddedWallet } from '../../embeddedWallet.ts'
import type { BitcoinChainConfig } from '../bitcoinChainConfig.ts'
import { esploraApi, type EsploraApi } from '../esploraApi.ts'
import { runBitcoinRequest } from './bitcoinRequests.ts'
import { addressPrefixOf, bitcoinWalletKey, type BitcoinAddressPrefix } from './bitcoinWalletKeys.ts'

/** The addresses kept for a user, by prefix: mainnet's, the test networks' and regtest's (the last two one key). */
const PREFIXES: readonly BitcoinAddressPrefix[] = ['bc', 'tb', 'bcrt']
const keyOf = (prefix: BitcoinAddressPrefix) => `bip122:${prefix}`
/** A server that does not answer in this time is passed for the next (a broadcast is sent to each once at most). */
const ESPLORA_POLICY: UpstreamPolicy = { timeoutMs: 10_000, retryCount: 0, retryDelayMs: 0 }

/**
 * The embedded wallet on the server's Bitcoin networks: the user's BIP-84 payment key (P2WPKH;
 * m/84'/0'/0'/0/0 on mainnet, m/84'/1'/0'/0/0 on test networks and regtest), its addresses kept in
 * the user row's namespace addresses. Messages are signed with BIP-322, PSBTs' user inputs with
 * SIGHASH_ALL, and a transaction is broadcast through the network's Esplora servers.
 */
export const bitcoinEmbeddedWallet: EmbeddedWallet<BitcoinChainConfig> = {
  ownsMethod: (method) => method.startsWith('bip122_'),
  addressOf: (user, caipNetworkId) => user.namespaceAddresses[keyOf(addressPrefixOf(caipNetworkId))],
  namespaceAddresses: {
    keys: PREFIXES.map(keyOf),
    derive: (seed) => Object.fromEntries(PREFIXES.map((prefix) => [keyOf(prefix), bitcoinWalletKey(seed, prefix).address])),
  },
  signer() {
    // One client per network, kept: its servers are tried in order, a broadcast once on each.
    const clients = new Map<string, EsploraApi>()
    const esploraOf = (chain: BitcoinChainConfig) => {
      let client = clients.get(chain.caipNetworkId)
      if (!client) clients.set(chain.caipNetworkId, (client = esploraApi([chain.rpcUrl, ...(chain.rpcUrls ?? [])], ESPLORA_POLICY)))
      return client
    }
    return (request) => runBitcoinRequest(request, esploraOf)
  },
}
