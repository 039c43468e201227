import type { RouterEntry, shellTexts, TextsOf, View } from '@foyer/core/internal'
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
  Connect: { title: 'Connect', component: ConnectView },
  AllWallets: { title: 'AllWallets', ...lazyView(() => import('./AllWallets/AllWalletsView.tsx')) },
  ConnectingExternal: { title: (data) => data.title, ...lazyView(() => import('./ConnectingExternal/ConnectingExternalView.tsx')) },
  ConnectingWalletConnect: { title: (data) => data.title, ...lazyView(() => import('./ConnectingWalletConnect/ConnectingWalletConnectView.tsx')) },
  ConnectingWalletConnectBasic: { title: 'ConnectingWalletConnectBasic', ...lazyView(() => import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.tsx')) },
  Account: { title: 'Account', ...lazyView(() => import('./Account/AccountView.tsx')) },
  Networks: { title: 'Networks', ...lazyView(() => import('./Networks/NetworksView.tsx')) },
  UnsupportedChain: { title: 'UnsupportedChain', ...lazyView(() => import('./UnsupportedChain/UnsupportedChainView.tsx')) },
  // A feature's views, registered from its folder.
  ...AUTH_VIEWS,
  ...WALLET_GUIDE_VIEWS,
  ...WALLET_FEATURE_VIEWS,
  ...SIWX_VIEWS,
  ...NAME_VIEWS,
} satisfies ViewRegistry as ViewRegistry

/** The entry's definition with its data; the one place a view and its data are joined for rendering. */
export function shownView(
  entry: RouterEntry,
  titles: TextsOf<typeof shellTexts>['titles'],
): { title: string; component: ComponentType<ViewProps<View>>; data: RouterEntry['data'] } {
  const definition = VIEW_REGISTRY[entry.view] as ViewDefinition<View>
  const data = entry.data as never
  return { title: typeof definition.title === 'function' ? definition.title(data, titles) : titles[definition.title], component: definition.component, data }
}

export function preloadView(view: View): void {
  void VIEW_REGISTRY[view].preload?.().catch(() => undefined)
}
