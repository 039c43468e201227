import type { NamespaceParts } from '@foyer/core/internal'
import { embeddedPolkadotConnector } from '../embedded/embeddedPolkadotConnector.ts'
import { polkadotTexts } from './polkadotTexts.ts'

/**
 * The polkadot namespace's parts (polkadotNamespace.ts's `load()`): the requests' checks, loading
 * with the first request (they become WalletConnect's polkadot RPC, which every connector of the
 * namespace takes; `signAndSendTransaction` with the extrinsic's encoder, apart), its sign-in format
 * (loading with the Sign In view), its sends (the native token, loading with the Send view), the
 * embedded wallet's side, and its words in the other locales.
 */
export const polkadotParts: NamespaceParts<'polkadot'> = {
  async prepare(name, params, sender) {
    if (name === 'signAndSendTransaction') return (await import('./prepareSignAndSend.ts')).prepareSignAndSend(params)
    const { preparePolkadotRequest } = await import('./preparePolkadotRequest.ts')
    return preparePolkadotRequest(name, params, sender)
  },
  async sends() {
    const { polkadotSends } = await import('../send/polkadotSends.ts')
    return polkadotSends()
  },
  siwx: async () => (await import('../signIn/polkadotSignInFormat.ts')).polkadotSignInFormat,
  embeddedConnector: embeddedPolkadotConnector,
  // The embedded wallet's approval screen is titled by what is asked.
  approvals: { polkadot_signMessage: 'message', polkadot_signTransaction: 'transaction' },
  texts: polkadotTexts,
}
