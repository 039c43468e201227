import type { WalletPolkadot } from '../config.ts'
import { RpcError } from '../lib/rpcError.ts'
import type { WalletNamespace } from '../namespaces/walletNamespace.ts'
import { describePolkadotRequest, POLKADOT_WALLET_METHODS, signPolkadotRequest } from './polkadotRequests.ts'
import { createPolkadotSigner } from './polkadotSigner.ts'

/**
 * The wallet's Polkadot account (sr25519) on the devnet's chain: WalletConnect's polkadot RPC, each
 * message and transaction asked. It signs and answers the signature; the dapp submits the transaction.
 */
export function polkadotWalletNamespace(network: WalletPolkadot): WalletNamespace {
  const signer = createPolkadotSigner(network)
  return {
    namespace: 'polkadot',
    account: { label: 'Polkadot account', address: signer.address, caipNetworkId: network.caipNetworkId, chainName: network.name },
    supported: { chains: [network.caipNetworkId], methods: [...POLKADOT_WALLET_METHODS], events: ['chainChanged', 'accountsChanged'], accounts: [`${network.caipNetworkId}:${signer.address}`] },
    isPrompted: (method) => (POLKADOT_WALLET_METHODS as readonly string[]).includes(method),
    async answerSilently(method) {
      throw new RpcError(4200, `The wallet does not support ${method}.`)
    },
    describe: (request) => describePolkadotRequest(request, signer),
    sign: (request) => signPolkadotRequest(request, signer),
  }
}
