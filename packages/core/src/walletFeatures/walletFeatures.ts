/**
 * The Account view's wallet feature row (spec §2 "Wallet feature order: onramp, swaps, receive,
 * send"): each button where the host left its feature on (spec §9 defaults) and the active
 * namespace is served: Receive always (any address can be given to a sender); Buy, Swap and Send
 * where the namespace's module and the server say so (`WalletFeaturesServed`). A feature a
 * namespace does not have is absent, never a dead button.
 */
import type { Features } from '../options.ts'
import type { ChainNamespace } from '../types.ts'

export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'
/** The views the row opens (each opens without data). */
export type WalletFeatureView = 'WalletOnramp' | 'WalletReceive' | 'WalletSend' | 'WalletSwap'

/** The row's order (spec §2). */
export const WALLET_FEATURE_ORDER: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']

/** The view each feature's button opens. */
const FEATURE_VIEWS: Record<WalletFeature, WalletFeatureView> = { onramp: 'WalletOnramp', swaps: 'WalletSwap', receive: 'WalletReceive', send: 'WalletSend' }

/**
 * Whether the active namespace has the features that depend on it: `send`, its module sends
 * (`sendsServed`); `swaps`, its module swaps and the server swaps on the active network
 * (`swapsServed`); `onramp`, its module lists the onramp service and the server names a provider
 * (`onrampServed`). Each is absent until known, and absent means not served.
 */
export interface WalletFeaturesServed {
  send?: boolean
  swaps?: boolean
  onramp?: boolean
}

/** The feature row for the active namespace, in the spec's order, each with the view it opens. */
export function walletFeatureRow(features: Features, namespace: ChainNamespace | undefined, served: WalletFeaturesServed = {}): { feature: WalletFeature; view: WalletFeatureView }[] {
  if (!namespace) return []
  return WALLET_FEATURE_ORDER.flatMap((feature) => {
    const offered = feature === 'receive' || served[feature] === true
    return features[feature] && offered ? [{ feature, view: FEATURE_VIEWS[feature] }] : []
  })
}
