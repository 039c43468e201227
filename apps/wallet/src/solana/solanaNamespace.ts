import type { WalletSolana } from '../config.ts'
import { RpcError } from '../lib/rpcError.ts'
import type { WalletNamespace } from '../namespaces/walletNamespace.ts'
import { SOLANA_PROMPTED_METHODS, SOLANA_WALLET_METHODS } from './solanaMethods.ts'
import { describeSolanaRequest, signSolanaRequest } from './solanaRequests.ts'
import { createSolanaSigner, solanaAddressOf } from './solanaSigner.ts'

/** The wallet's Solana account on the devnet's cluster: WalletConnect's Solana RPC, each signature asked. */
export function solanaWalletNamespace(cluster: WalletSolana): WalletNamespace {
  const address = solanaAddressOf(cluster.secretKey)
  // WebCrypto imports the key once; the first request waits for it.
  const signer = createSolanaSigner(cluster)
  return {
    namespace: 'solana',
    account: { label: 'Solana account', address, caipNetworkId: cluster.caipNetworkId, chainName: cluster.name },
    supported: { chains: [cluster.caipNetworkId], methods: [...SOLANA_WALLET_METHODS], events: [], accounts: [`${cluster.caipNetworkId}:${address}`] },
    isPrompted: (method) => (SOLANA_PROMPTED_METHODS as readonly string[]).includes(method),
    async answerSilently(method) {
      if (method === 'solana_getAccounts' || method === 'solana_requestAccounts') return [{ pubkey: address }]
      throw new RpcError(4200, `The wallet does not support ${method}.`)
    },
    describe: async (request) => describeSolanaRequest(request, await signer),
    sign: async (request) => signSolanaRequest(request, await signer),
  }
}
