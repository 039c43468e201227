import type { NamespaceParts } from '@foyer/core/internal'
import { embeddedPolkadotConnector } from '../embedded/embeddedPolkadotConnector.ts'

/**
 * The polkadot namespace's parts (polkadotNamespace.ts's `load()`): the requests' checks, loading
 * with the first request (they become WalletConnect's polkadot RPC, which every connector of the
 * namespace takes), and its words in the other locales. Sends, sign-in and the embedded wallet come later.
 */
export const polkadotParts: NamespaceParts<'polkadot'> = {
  async prepare(name, params, sender) {
    const { preparePolkadotRequest } = await import('./preparePolkadotRequest.ts')
    return preparePolkadotRequest(name, params, sender)
  },
  embeddedConnector: embeddedPolkadotConnector,
  // The embedded wallet's approval screen is titled by what is asked.
  approvals: { polkadot_signMessage: 'message', polkadot_signTransaction: 'transaction' },
  texts: { de: { receiverPlaceholder: 'Polkadot-Adresse (1…, 5…)' } },
}
