import type { NamespaceParts } from '@foyer/core/internal'
import { embeddedBitcoinConnector } from '../embedded/embeddedBitcoinConnector.ts'
import { bitcoinTexts } from './bitcoinTexts.ts'

/**
 * The bip122 namespace's parts (bitcoinNamespace.ts's `load()`): the requests' checks, loading with
 * the first request (they become the namespace's wallet RPC, WalletConnect's bip122 RPC, which
 * every connector of the namespace takes), its sends (loading with the Send view), and its words
 * in the other locales.
 */
export const bitcoinParts: NamespaceParts<'bip122'> = {
  async prepare(name, params, sender) {
    const { prepareBitcoinRequest } = await import('./prepareBitcoinRequest.ts')
    return prepareBitcoinRequest(name, params, sender)
  },
  siwx: async () => (await import('../signIn/bitcoinSignInFormat.ts')).bitcoinSignInFormat,
  async sends(server) {
    // The account's unspent outputs and the fee rate come from the Foyer server's Esplora front; its module offers no send without one.
    if (!server) throw new Error('bip122 sends read the account through a Foyer server')
    return (await import('../send/bitcoinSends.ts')).bitcoinSends(server)
  },
  embeddedConnector: embeddedBitcoinConnector,
  // The embedded wallet's approval screen is titled by what is asked.
  approvals: { bip122_signMessage: 'message', bip122_signPsbt: 'transaction' },
  texts: bitcoinTexts,
}
