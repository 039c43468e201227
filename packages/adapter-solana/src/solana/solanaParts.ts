import { callNetworkNode, type NamespaceParts } from '@foyer/core/internal'
import { embeddedSolanaConnector } from '../embedded/embeddedSolanaConnector.ts'
import { solanaNetwork } from '../solanaNetwork.ts'
import { signatureStatusCheck } from './signatureStatusCheck.ts'
import { solanaTexts } from './solanaTexts.ts'

/**
 * The solana namespace's parts (solanaNamespace.ts's `load()`), each loading on its first use: the
 * requests' checks with the first request (they become WalletConnect's Solana RPC, which every
 * connector of the namespace takes), the Send view's code (@solana/kit, the programs' instructions)
 * with the first send, Sign In With Solana's text with the first sign-in.
 */
export const solanaParts: NamespaceParts<'solana'> = {
  async prepare(name, params, sender) {
    const { prepareSolanaRequest } = await import('./prepareSolanaRequest.ts')
    return prepareSolanaRequest(name, params, sender)
  },
  inclusion: signatureStatusCheck,
  network: (served, rpcUrl) =>
    solanaNetwork({
      genesisHash: served.caipNetworkId.slice('solana:'.length),
      name: served.name,
      rpcUrl,
      ...(served.blockExplorer && { blockExplorer: served.blockExplorer }),
      testnet: served.testnet,
    }),
  async nodeBalance(network, address) {
    const answer = (await callNetworkNode(network, { method: 'getBalance', params: [address, { commitment: 'confirmed' }] })) as { value?: unknown } | null
    if (!Number.isSafeInteger(answer?.value) || (answer!.value as number) < 0) throw new Error(`getBalance: ${network.name}'s node answered ${JSON.stringify(answer)}, not lamports`)
    return BigInt(answer!.value as number)
  },
  sends: async () => (await import('../send/solanaSends.ts')).solanaSends,
  siwx: async () => (await import('../signIn/siwsFormat.ts')).siwsFormat,
  texts: solanaTexts,
  approvals: { solana_signMessage: 'message', solana_signTransaction: 'transaction', solana_signAllTransactions: 'transaction', solana_signAndSendTransaction: 'transaction' },
  embeddedConnector: embeddedSolanaConnector,
}
