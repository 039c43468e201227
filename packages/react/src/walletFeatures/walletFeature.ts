import type { ChainNamespace, FoyerContext, View, ViewDataMap, WalletFeature } from '@foyer/core/internal'
import type { ViewRegistryOf } from '../views/viewTypes.ts'

/** A view that opens without data, as a feature's button opens it. */
export type PlainView = { [V in View]: ViewDataMap[V] extends undefined ? V : never }[View]

/**
 * A wallet feature of the Account view's row (spec §2), whole in its folder: its place in the row,
 * the view its button opens, its icon, whether the active namespace and network have it, and its views.
 */
export interface WalletFeatureDefinition<Views> extends WalletFeatureButton {
  view: keyof Views & PlainView
  /** Its views, each titled from the feature's own titles section. */
  views: ViewRegistryOf<Views>
}

/** What the Account view's row knows of a feature. */
export interface WalletFeatureButton {
  /** Its id: the host's option that turns it off (`features.send`) and its label in the Account texts. */
  id: WalletFeature
  /** Its place in the row (spec §2: onramp, swaps, receive, send). */
  order: number
  /** The view its button opens (without data). */
  view: PlainView
  /** Its icon: one SVG path on the 24-unit grid the row's icons share. */
  icon: string
  /**
   * Whether the active namespace and network have it: the namespace's module and, where the server
   * decides, the server (asked once per network; the button is absent until it answers yes).
   */
  served(ctx: FoyerContext, namespace: ChainNamespace, network: string): boolean | Promise<boolean>
}

/** A wallet feature's definition, checked: its views are exactly those its core declaration lists. */
export function defineWalletFeature<Views>(feature: WalletFeatureDefinition<Views>): WalletFeatureDefinition<Views> {
  return feature
}
