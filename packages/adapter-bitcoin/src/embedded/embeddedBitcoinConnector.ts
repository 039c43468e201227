/**
 * The embedded wallet's Bitcoin side: the same login and frame as the AUTH connector, answering the
 * user's payment address on the network (the server derives it, BIP-84 P2WPKH) and running bip122
 * requests there, each approved in the frame, which shows what a PSBT pays, to whom, its fee and
 * its change. It connects after the home namespace's side (its companion) and goes with it: one
 * login, one wallet in every namespace.
 */
import { FoyerError, THROWN, type EmbeddedWalletHome, type Network, type WalletConnector } from '@foyer/core/internal'
import type { BitcoinMessageProtocol } from '../bip122/requestTypes.ts'
import { bitcoinConnector, type BitcoinWalletSide, type WalletAnswer } from '../bitcoinConnector.ts'

export const EMBEDDED_BITCOIN_CONNECTOR_ID = 'AUTH:bip122'

export function embeddedBitcoinConnector(auth: EmbeddedWalletHome): WalletConnector<'bip122'> {
  let network: Network | undefined

  /** The user's payment address on the network (another network has another: mainnet's bc1, regtest's bcrt1). */
  async function accountOn(target: Network | undefined): Promise<WalletAnswer> {
    network = target ?? network
    if (!network) throw new FoyerError(THROWN.CHAIN_NOT_SUPPORTED)
    const user = await auth.request('GET_USER', { chainId: network.caipNetworkId })
    return { addresses: [{ address: user.address, purpose: 'payment' }], networkId: String(network.id) }
  }
  const rpc = (method: string, params: Record<string, unknown>) => auth.rpcRequest(method, params, network?.caipNetworkId)

  const side: BitcoinWalletSide = {
    // Only after a login, which the home side starts: never offered on its own.
    connect: accountOn,
    async reconnect(target) {
      const { isConnected } = await auth.request('IS_CONNECTED', {})
      return isConnected ? accountOn(target) : undefined
    },
    // The home side signs out; every namespace's session ends together (one login).
    async disconnect() {},
    // The server signs on every network it serves: each request names its network.
    switchNetwork: accountOn,
    // A session that ends (expired, signed out elsewhere) ends here too.
    watch: (onChange) => auth.on('disconnect', () => onChange(null)),
    async signMessage({ message, address, protocol }) {
      const answer = (await rpc('bip122_signMessage', { message, address, ...(protocol && { protocol }) })) as { signature?: unknown; protocol?: unknown }
      if (typeof answer?.signature !== 'string') throw new Error('The embedded wallet answered bip122_signMessage without a signature')
      return { signature: answer.signature, protocol: (answer.protocol === 'ecdsa' ? 'ecdsa' : 'bip322') satisfies BitcoinMessageProtocol }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const answer = (await rpc('bip122_signPsbt', { psbt, ...(signInputs && { signInputs }), broadcast })) as { psbt?: unknown; txid?: unknown }
      if (typeof answer?.psbt !== 'string') throw new Error('The embedded wallet answered bip122_signPsbt without a PSBT')
      return { psbt: answer.psbt, ...(typeof answer.txid === 'string' && { txid: answer.txid }) }
    },
  }
  return bitcoinConnector({ id: EMBEDDED_BITCOIN_CONNECTOR_ID, name: auth.name, type: 'AUTH', ...(auth.imageUrl && { imageUrl: auth.imageUrl }) }, side)
}
