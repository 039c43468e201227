import { callNetworkNode, type NamespaceParts } from '@foyer/core/internal'
import { evmNetwork } from '../evmNetwork.ts'
import { receiptCheck } from './receiptCheck.ts'
import { eip155Texts } from './eip155Texts.ts'

/**
 * The eip155 namespace's parts (eip155Namespace.ts's `load()`), each loading on its first use: the
 * requests' checks and encoders with the first request, the wallet-assets questions (EIP-5792,
 * EIP-7811) with the first balances asked of a wallet, the Send view's code with the first send, the
 * swap's with the first swap, Sign-In with Ethereum's text with the first sign-in.
 */
export const eip155Parts: NamespaceParts<'eip155'> = {
  async prepare(name, params, sender) {
    const { prepareEip155Request } = await import('./prepareEip155Request.ts')
    return prepareEip155Request(name, params, sender)
  },
  inclusion: receiptCheck,
  network: (served, rpcUrl) =>
    evmNetwork({
      id: Number(served.caipNetworkId.slice('eip155:'.length)),
      name: served.name,
      rpcUrl,
      nativeCurrency: served.nativeCurrency,
      ...(served.blockExplorer && { blockExplorer: served.blockExplorer }),
      testnet: served.testnet,
    }),
  async nodeBalance(network, address) {
    const answer = await callNetworkNode(network, { method: 'eth_getBalance', params: [address, 'latest'] })
    if (typeof answer !== 'string' || !/^0x[0-9a-f]+$/i.test(answer)) throw new Error(`eth_getBalance: ${network.name}'s node answered ${JSON.stringify(answer)}, not a quantity`)
    return BigInt(answer)
  },
  walletAssets: async () => (await import('./walletAssets.ts')).eip155WalletAssets,
  sends: async () => (await import('../send/evmSends.ts')).eip155Sends,
  swaps: async () => (await import('../swap/evmSwaps.ts')).eip155Swaps,
  siwx: async () => (await import('../siwx/eip4361.ts')).eip4361Format,
  texts: eip155Texts,
  approvals: { personal_sign: 'message', eth_signTypedData_v4: 'typedData', eth_sendTransaction: 'transaction', eth_sendUserOperation: 'transaction', wallet_sendCalls: 'transaction' },
}
