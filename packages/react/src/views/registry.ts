import type { View, ViewData } from '@foyer/core'
import { lazy, type ComponentType } from 'react'
import { ConnectView } from './Connect/ConnectView.tsx'

export interface ViewProps {
  data?: ViewData
}

export interface ViewDefinition {
  /** The dialog's title while the view shows. */
  title: string
  component: ComponentType<ViewProps>
  /** Starts loading a lazy view's code before it is needed (on hover or focus of what opens it). */
  preload?: () => Promise<unknown>
}

function lazyView(load: () => Promise<{ default: ComponentType<ViewProps> }>) {
  return { component: lazy(load), preload: load }
}

/**
 * Every view of the modal, one line each. The first view ships with the page; every other view
 * loads on demand, so a host pays only for what its visitors open.
 */
export const VIEW_REGISTRY: Partial<Record<View, ViewDefinition>> = {
  Connect: { title: 'Connect Wallet', component: ConnectView },
  AllWallets: { title: 'All Wallets', ...lazyView(() => import('./AllWallets/AllWalletsView.tsx')) },
  ConnectingExternal: { title: 'Connect', ...lazyView(() => import('./ConnectingExternal/ConnectingExternalView.tsx')) },
  ConnectingWalletConnect: { title: 'WalletConnect', ...lazyView(() => import('./ConnectingWalletConnect/ConnectingWalletConnectView.tsx')) },
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
}

export function preloadView(view: View): void {
  void VIEW_REGISTRY[view]?.preload?.().catch(() => undefined)
}
