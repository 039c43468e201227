import { readSs58Address } from '@foyer/siwx-verify/ss58'
import type { EmbeddedWallet } from '../../embeddedWallet.ts'
import type { PolkadotChainConfig } from '../polkadotChainConfig.ts'
import { polkadotRpc } from '../polkadotRpc.ts'
import { polkadotDevFunding } from './polkadotDevFunding.ts'
import { runPolkadotRequest, type PolkadotChainAccess } from './polkadotRequests.ts'
import { polkadotRuntimes } from './polkadotRuntime.ts'
import { polkadotWalletAddress, polkadotWalletKey } from './polkadotWalletKeys.ts'

/** The user row's key for the account: one sr25519 account on every Polkadot chain, kept written with the generic prefix 42. */
const ACCOUNT_KEY = 'polkadot:sr25519'
/** A node that does not answer in this time is passed for the next; its metadata is several hundred KB. */
const NODE_POLICY = { timeoutMs: 15_000, retryCount: 0, retryDelayMs: 0 }

/**
 * The embedded wallet on the server's Polkadot chains: the user's sr25519 account
 * (polkadotWalletKeys.ts), kept in the user row's namespace addresses in the generic prefix and
 * answered on each chain written with its SS58 prefix. Messages and transaction payloads are signed
 * as the polkadot-js extension signs them; the dapp submits the transaction. A payload is read
 * against the chain's metadata (the approval screen's summary) and checked before it is signed.
 */
export const polkadotEmbeddedWallet: EmbeddedWallet<PolkadotChainConfig> = {
  ownsMethod: (method) => method.startsWith('polkadot_'),
  addressOf(user, _caipNetworkId, chain) {
    const kept = user.namespaceAddresses[ACCOUNT_KEY]
    if (kept === undefined || !chain) return kept
    const read = readSs58Address(kept)
    return 'problem' in read ? undefined : polkadotWalletAddress(read.account.publicKey, chain.ss58Prefix)
  },
  namespaceAddresses: {
    keys: [ACCOUNT_KEY],
    derive: (seed) => ({ [ACCOUNT_KEY]: polkadotWalletAddress(polkadotWalletKey(seed).publicKey) }),
  },
  signer() {
    // One client per chain, kept with its runtime's metadata.
    const chains = new Map<string, PolkadotChainAccess>()
    const accessOf = (chain: PolkadotChainConfig) => {
      let access = chains.get(chain.caipNetworkId)
      if (!access) {
        const rpc = polkadotRpc(chain, NODE_POLICY)
        chains.set(chain.caipNetworkId, (access = { rpc, currentRuntime: polkadotRuntimes(rpc) }))
      }
      return access
    }
    return (request) => runPolkadotRequest(request, accessOf)
  },
  devFunding: polkadotDevFunding,
}
