import type { WalletBitcoin } from '../config.ts'
import { RpcError } from '../lib/rpcError.ts'
import type { WalletNamespace } from '../namespaces/walletNamespace.ts'
import { BITCOIN_PROMPTED_METHODS, BITCOIN_WALLET_METHODS, describeBitcoinRequest, signBitcoinRequest } from './bitcoinRequests.ts'
import { createBitcoinSigner } from './bitcoinSigner.ts'

/** The wallet's Bitcoin payment account (P2WPKH) on the devnet's network: WalletConnect's bip122 RPC, each signature and send asked. */
export function bitcoinWalletNamespace(network: WalletBitcoin): WalletNamespace {
  const signer = createBitcoinSigner(network)
  return {
    namespace: 'bip122',
    account: { label: 'Bitcoin account', address: signer.address, caipNetworkId: network.caipNetworkId, chainName: network.name },
    supported: { chains: [network.caipNetworkId], methods: [...BITCOIN_WALLET_METHODS], events: ['bip122_addressesChanged'], accounts: [`${network.caipNetworkId}:${signer.address}`] },
    isPrompted: (method) => (BITCOIN_PROMPTED_METHODS as readonly string[]).includes(method),
    async answerSilently(method) {
      if (method === 'getAccountAddresses') return [{ address: signer.address, publicKey: signer.publicKey, intention: 'payment' }]
      throw new RpcError(4200, `The wallet does not support ${method}.`)
    },
    describe: async (request) => describeBitcoinRequest(request, signer),
    sign: (request) => signBitcoinRequest(request, signer),
  }
}
