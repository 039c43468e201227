/**
 * The embedded wallet's Solana side: the same login and frame as the AUTH connector, answering the
 * user's Solana address (the server derives it beside the EVM one) and running solana requests on
 * the namespace's cluster, approved in the frame as eip155's are. It connects after the EVM side
 * (its companion) and goes with it: one login, one wallet in two namespaces.
 */
import { FoyerError, THROWN, type ConnectedAccount, type EmbeddedWalletHome, type Network, type WalletConnector } from '@foyer/core/internal'
import { base58 } from '@scure/base'

export const EMBEDDED_SOLANA_CONNECTOR_ID = 'AUTH:solana'

export function embeddedSolanaConnector(auth: EmbeddedWalletHome): WalletConnector<'solana'> {
  let cluster: Network | undefined

  async function account(network: Network | undefined): Promise<ConnectedAccount> {
    cluster = network ?? cluster
    if (!cluster) throw new FoyerError(THROWN.CHAIN_NOT_SUPPORTED)
    const user = await auth.request('GET_USER', { chainId: cluster.caipNetworkId })
    return { addresses: [user.address], chainId: cluster.id }
  }

  return {
    id: EMBEDDED_SOLANA_CONNECTOR_ID,
    name: auth.name,
    type: 'AUTH',
    chain: 'solana',
    imageUrl: auth.imageUrl,
    // Only after a login, which the EVM side starts: never offered on its own.
    connect: ({ network }) => account(network),
    async reconnect({ network } = {}) {
      const { isConnected } = await auth.request('IS_CONNECTED', {})
      return isConnected ? account(network) : null
    },
    // The EVM side signs out; both namespaces' sessions end together (one login).
    async disconnect() {},
    async switchNetwork(network) {
      // The server signs for every cluster it serves: each request names its cluster.
      cluster = network
    },
    async signMessage({ message, address }) {
      const answer = (await auth.rpcRequest('solana_signMessage', { message: base58.encode(new TextEncoder().encode(message)), pubkey: address }, cluster?.caipNetworkId)) as { signature?: unknown }
      if (typeof answer?.signature !== 'string') throw new Error('The embedded wallet answered solana_signMessage without a signature')
      return answer.signature
    },
    rpc: ({ method, params }) => auth.rpcRequest(method, params && (Array.isArray(params) ? [...params] : { ...params }), cluster?.caipNetworkId),
    // A session that ends (expired, signed out elsewhere) ends here too.
    on: (event, listener) => (event === 'disconnect' ? auth.on(event, listener) : () => {}),
  }
}
