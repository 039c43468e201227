import type { Features, WalletFeature } from '@foyer/core/internal'
import type { WalletFeatureButton } from './walletFeature.ts'

/**
 * The Account view's row (spec §2 "Wallet feature order: onramp, swaps, receive, send"): each
 * feature the host left on (spec §9 defaults) that the active namespace and network have (`served`:
 * the ids whose question answered yes), in the features' order. A feature not served, or not known
 * to be yet, is absent, never a dead button.
 */
export function featureRow<F extends WalletFeatureButton>(features: readonly F[], options: Pick<Features, WalletFeature>, served: ReadonlySet<WalletFeature>): F[] {
  return [...features].sort((a, b) => a.order - b.order).filter((feature) => options[feature.id] && served.has(feature.id))
}
