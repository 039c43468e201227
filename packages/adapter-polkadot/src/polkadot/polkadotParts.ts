import type { NamespaceParts } from '@foyer/core/internal'
import { embeddedPolkadotConnector } from '../embedded/embeddedPolkadotConnector.ts'

/**
 * The polkadot namespace's parts (polkadotNamespace.ts's `load()`): the requests' checks, loading
 * with the first request (they become WalletConnect's polkadot RPC, which every connector of the
 * namespace takes), its sign-in format (loading with the Sign In view), the embedded wallet's side,
 * and its words in the other locales. Sends come later.
 */
export const polkadotParts: NamespaceParts<'polkadot'> = {
  async prepare(name, params, sender) {
    const { preparePolkadotRequest } = await import('./preparePolkadotRequest.ts')
    return preparePolkadotRequest(name, params, sender)
  },
  siwx: async () => (await import('../signIn/polkadotSignInFormat.ts')).polkadotSignInFormat,
  embeddedConnector: embeddedPolkadotConnector,
  // The embedded wallet's approval screen is titled by what is asked.
  approvals: { polkadot_signMessage: 'message', polkadot_signTransaction: 'transaction' },
  texts: { de: { receiverPlaceholder: 'Polkadot-Adresse (1…, 5…)' } },
}
