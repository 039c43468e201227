import { shellTitles, type RouterEntry, type TextSection, type View } from '@foyer/core/internal'
import type { ComponentType } from 'react'
import { AUTH_VIEWS } from '../auth/authViews.ts'
import { NAME_VIEWS } from '../names/nameViews.ts'
import { SIWX_VIEWS } from '../siwx/siwxViews.ts'
import { WALLET_FEATURE_VIEWS } from '../walletFeatures/walletFeatureViews.ts'
import { WALLET_GUIDE_VIEWS } from '../walletGuide/walletGuideViews.ts'
import { ConnectView } from './Connect/ConnectView.tsx'
import { lazyView } from './lazyView.ts'
import type { ViewDefinition, ViewProps, ViewRegistry } from './viewTypes.ts'

/**
 * Every view of the modal, one line each. The first view ships with the page; every other view
 * loads on demand, so a host pays only for what its visitors open.
 */
export const VIEW_REGISTRY = {
  Connect: { titles: shellTitles, component: ConnectView },
  AllWallets: { titles: shellTitles, ...lazyView(() => import('./AllWallets/AllWalletsView.tsx')) },
  ConnectingExternal: { titles: shellTitles, title: (data) => data.title, ...lazyView(() => import('./ConnectingExternal/ConnectingExternalView.tsx')) },
  ConnectingWalletConnect: { titles: shellTitles, title: (data) => data.title, ...lazyView(() => import('./ConnectingWalletConnect/ConnectingWalletConnectView.tsx')) },
  ConnectingWalletConnectBasic: { titles: shellTitles, ...lazyView(() => import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.tsx')) },
  Account: { titles: shellTitles, ...lazyView(() => import('./Account/AccountView.tsx')) },
  Networks: { titles: shellTitles, ...lazyView(() => import('./Networks/NetworksView.tsx')) },
  UnsupportedChain: { titles: shellTitles, ...lazyView(() => import('./UnsupportedChain/UnsupportedChainView.tsx')) },
  // A feature's views, registered from its folder.
  ...AUTH_VIEWS,
  ...WALLET_GUIDE_VIEWS,
  ...WALLET_FEATURE_VIEWS,
  ...SIWX_VIEWS,
  ...NAME_VIEWS,
} satisfies ViewRegistry as ViewRegistry

/**
 * The entry's definition with its data, titled in the visitor's locale (`textsOf`: a section's texts
 * as the messages store has them); the one place a view and its data are joined for rendering.
 */
export function shownView(entry: RouterEntry, textsOf: <S extends TextSection>(section: S) => unknown): { title: string; component: ComponentType<ViewProps<View>>; data: RouterEntry['data'] } {
  const definition = VIEW_REGISTRY[entry.view] as ViewDefinition<View>
  const data = entry.data as never
  const titles = textsOf(definition.titles) as Readonly<Record<string, string>>
  return { title: definition.title ? definition.title(data, titles) : titles[entry.view]!, component: definition.component, data }
}

export function preloadView(view: View): void {
  void VIEW_REGISTRY[view].preload?.().catch(() => undefined)
}
