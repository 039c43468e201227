import type { RouterEntry, View } from '@foyer/core'
import { lazy, type ComponentType } from 'react'
import { ConnectView } from './Connect/ConnectView.tsx'
import type { ViewDefinition, ViewProps, ViewRegistry } from './viewTypes.ts'

function lazyView<V extends View>(load: () => Promise<{ default: ComponentType<ViewProps<V>> }>) {
  return { component: lazy(load), preload: load }
}

/**
 * Every view of the modal, one line each. The first view ships with the page; every other view
 * loads on demand, so a host pays only for what its visitors open.
 */
export const VIEW_REGISTRY = {
  Connect: { title: 'Connect Wallet', component: ConnectView },
  AllWallets: { title: 'All Wallets', ...lazyView(() => import('./AllWallets/AllWalletsView.tsx')) },
  ConnectingExternal: { title: (data) => data.title, ...lazyView(() => import('./ConnectingExternal/ConnectingExternalView.tsx')) },
  ConnectingWalletConnect: { title: (data) => data.title, ...lazyView(() => import('./ConnectingWalletConnect/ConnectingWalletConnectView.tsx')) },
  ConnectingWalletConnectBasic: { title: 'Connect Wallet', ...lazyView(() => import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.tsx')) },
  Account: { title: 'Account', ...lazyView(() => import('./Account/AccountView.tsx')) },
  Networks: { title: 'Choose Network', ...lazyView(() => import('./Networks/NetworksView.tsx')) },
  UnsupportedChain: { title: 'Switch Network', ...lazyView(() => import('./UnsupportedChain/UnsupportedChainView.tsx')) },
  EmailVerifyOtp: { title: 'Confirm Email', ...lazyView(() => import('./EmailVerifyOtp/EmailVerifyOtpView.tsx')) },
  EmailVerifyDevice: { title: 'Register Device', ...lazyView(() => import('./EmailVerifyDevice/EmailVerifyDeviceView.tsx')) },
  UpdateEmailWallet: { title: 'Update Email', ...lazyView(() => import('./UpdateEmailWallet/UpdateEmailWalletView.tsx')) },
  UpdateEmailPrimaryOtp: { title: 'Confirm Current Email', ...lazyView(() => import('./UpdateEmailPrimaryOtp/UpdateEmailPrimaryOtpView.tsx')) },
  UpdateEmailSecondaryOtp: { title: 'Confirm New Email', ...lazyView(() => import('./UpdateEmailSecondaryOtp/UpdateEmailSecondaryOtpView.tsx')) },
  ConnectingSocial: { title: 'Log In', ...lazyView(() => import('./ConnectingSocial/ConnectingSocialView.tsx')) },
  ConnectingFarcaster: { title: 'Farcaster', ...lazyView(() => import('./ConnectingFarcaster/ConnectingFarcasterView.tsx')) },
  ApproveTransaction: { title: 'Approve Transaction', ...lazyView(() => import('./ApproveTransaction/ApproveTransactionView.tsx')) },
} satisfies ViewRegistry as ViewRegistry

/** The entry's definition with its data; the one place a view and its data are joined for rendering. */
export function shownView(entry: RouterEntry): { title: string; component: ComponentType<ViewProps<View>>; data: RouterEntry['data'] } {
  const definition = VIEW_REGISTRY[entry.view] as ViewDefinition<View>
  const data = entry.data as never
  return { title: typeof definition.title === 'function' ? definition.title(data) : definition.title, component: definition.component, data }
}

export function preloadView(view: View): void {
  void VIEW_REGISTRY[view].preload?.().catch(() => undefined)
}
