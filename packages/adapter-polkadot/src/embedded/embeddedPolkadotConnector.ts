/**
 * The embedded wallet's Polkadot side: the same login and frame as the AUTH connector, answering the
 * user's sr25519 account (the server derives it beside the others) written with the page network's
 * SS58 prefix (as the injected connector writes an extension's accounts), and running polkadot requests there, each approved in the frame, which shows what a
 * transaction's call does as the server reads it against the chain's metadata (amount, receiver,
 * fee). It connects after the home namespace's side (its companion) and goes with it: one login,
 * one wallet in every namespace.
 */
import { createConnectorEvents, FoyerError, THROWN, type ConnectedAccount, type EmbeddedWalletHome, type Network, type WalletConnector } from '@foyer/core/internal'
import type { PolkadotAccount } from '../polkadot/requestTypes.ts'
import { decodeSs58, encodeSs58 } from '../polkadot/ss58.ts'
import { ss58PrefixOf } from '../polkadotNetwork.ts'

export const EMBEDDED_POLKADOT_CONNECTOR_ID = 'AUTH:polkadot'

export function embeddedPolkadotConnector(auth: EmbeddedWalletHome): WalletConnector<'polkadot'> {
  const events = createConnectorEvents()
  let network: Network | undefined
  let address: string | undefined

  /** The user's account on the network: one account on every chain, written with the network's prefix. */
  async function accountOn(target: Network | undefined): Promise<ConnectedAccount> {
    const on = target ?? network
    if (!on) throw new FoyerError(THROWN.CHAIN_NOT_SUPPORTED)
    const user = await auth.request('GET_USER', { chainId: on.caipNetworkId })
    const account = decodeSs58(user.address)
    if (!account) throw new Error(`The embedded wallet answered ${user.address} as your account on ${on.name}, which is not an SS58 address`)
    network = on
    address = encodeSs58(account.publicKey, ss58PrefixOf(on))
    return { addresses: [address], chainId: on.id }
  }
  const rpc = (method: string, params: Record<string, unknown>) => auth.rpcRequest(method, params, network?.caipNetworkId)
  // A session that ends (expired, signed out elsewhere) ends here too.
  auth.on('disconnect', () => events.emit('disconnect'))

  return {
    id: EMBEDDED_POLKADOT_CONNECTOR_ID,
    name: auth.name,
    type: 'AUTH',
    chain: 'polkadot',
    ...(auth.imageUrl && { imageUrl: auth.imageUrl }),
    // Only after a login, which the home side starts: never offered on its own.
    connect: ({ network: target }) => accountOn(target),
    async reconnect({ network: target } = {}) {
      const { isConnected } = await auth.request('IS_CONNECTED', {})
      return isConnected ? accountOn(target) : null
    },
    // The home side signs out; every namespace's session ends together (one login).
    async disconnect() {},
    async switchNetwork(target) {
      // The server signs on every chain it serves; the same account is written with the new chain's prefix.
      const before = { chainId: network?.id, address }
      const answer = await accountOn(target)
      if (answer.chainId !== before.chainId) events.emit('chainChanged', answer.chainId)
      if (answer.addresses[0] !== before.address) events.emit('accountsChanged', answer.addresses)
    },
    async signMessage({ message, address: signer }) {
      const answer = (await rpc('polkadot_signMessage', { message, address: signer || address })) as { signature?: unknown }
      if (typeof answer?.signature !== 'string') throw new Error('The embedded wallet answered polkadot_signMessage without a signature')
      return answer.signature
    },
    // The namespace's wallet RPC as prepared (polkadot_signMessage, polkadot_signTransaction), on the connected network;
    // its one account is known here, so polkadot_getAccounts asks no one.
    async rpc({ method, params }) {
      if (method !== 'polkadot_getAccounts') return rpc(method, { ...(params as Record<string, unknown> | undefined) })
      if (!address) throw new Error('The embedded wallet is not connected on Polkadot')
      return [{ address, type: 'sr25519' }] satisfies PolkadotAccount[]
    },
    on: events.on,
  }
}
