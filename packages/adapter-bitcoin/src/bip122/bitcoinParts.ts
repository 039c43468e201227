import type { NamespaceParts } from '@foyer/core/internal'
import { embeddedBitcoinConnector } from '../embedded/embeddedBitcoinConnector.ts'

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
  sends: async (server) => (await import('../send/bitcoinSends.ts')).bitcoinSends(server),
  embeddedConnector: embeddedBitcoinConnector,
  // The embedded wallet's approval screen is titled by what is asked.
  approvals: { bip122_signMessage: 'message', bip122_signPsbt: 'transaction' },
  texts: { de: { receiverPlaceholder: 'Bitcoin-Adresse (bc1…)' } },
}
