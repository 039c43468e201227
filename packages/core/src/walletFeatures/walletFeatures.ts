/**
 * The Account view's wallet feature row (spec §2 "Wallet feature order: onramp, swaps, receive,
 * send"): each button where the host left its feature on (spec §9 defaults) and the active
 * namespace is one the feature serves. A feature not built yet serves no namespace: its button is
 * absent, never a dead one.
 */
import type { Features } from '../options.ts'
import type { ChainNamespace } from '../types.ts'

export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'
/** The views the row opens (each opens without data). */
export type WalletFeatureView = 'WalletOnramp' | 'WalletReceive' | 'WalletSend' | 'WalletSwap'

/** The row's order (spec §2). */
export const WALLET_FEATURE_ORDER: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']

/** The namespaces each feature serves today, and the view its button opens. */
const WALLET_FEATURES: Record<WalletFeature, { namespaces: readonly ChainNamespace[]; view?: WalletFeatureView }> = {
  // Buying through the server's onramp providers (where it names one), credited to an eip155 or solana address (spec §9).
  onramp: { namespaces: ['eip155', 'solana'], view: 'WalletOnramp' },
  // Swaps through the server's /v1/convert, on eip155 networks it swaps on (`canSwap`).
  swaps: { namespaces: ['eip155'], view: 'WalletSwap' },
  // Any address can be given to a sender: every namespace.
  receive: { namespaces: ['eip155', 'solana', 'polkadot', 'bip122'], view: 'WalletReceive' },
  // Native and ERC-20 sends on eip155; SOL and SPL tokens on Solana.
  send: { namespaces: ['eip155', 'solana'], view: 'WalletSend' },
}

/**
 * What is known of the features that depend on more than the namespace: `send`, whether the
 * namespace's request module knows how to send (its adapter brings `sends`; assumed); `swaps`,
 * whether the server swaps on the active network (it lists the network's swap tokens); `onramp`,
 * whether the server names an onramp provider. Swap and Buy are absent until known.
 */
export interface WalletFeaturesServed {
  send?: boolean
  swaps?: boolean
  onramp?: boolean
}

/** The feature row for the active namespace, in the spec's order, each with the view it opens. */
export function walletFeatureRow(features: Features, namespace: ChainNamespace | undefined, served: WalletFeaturesServed = {}): { feature: WalletFeature; view: WalletFeatureView }[] {
  if (!namespace) return []
  const known: Required<WalletFeaturesServed> = { send: true, swaps: false, onramp: false, ...served }
  return WALLET_FEATURE_ORDER.flatMap((feature) => {
    const { namespaces, view } = WALLET_FEATURES[feature]
    const offered = namespaces.includes(namespace) && (feature === 'receive' || known[feature])
    return features[feature] && view && offered ? [{ feature, view }] : []
  })
}
