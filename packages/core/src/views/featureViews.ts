/**
 * Every feature's views, one line each: importing this module brings each feature's `ViewDataMap`
 * augmentation (its `<feature>Views.ts`) into a program that uses `View`, as a host's does through
 * `@foyer/core`. A feature's views are its folder's declaration plus its line here.
 */
export type { AuthViews } from '../auth/authViewData.ts'
export type { NameViews } from '../names/nameViews.ts'
export type { OnrampPurchaseView, OnrampViews } from '../onramp/onrampViews.ts'
export type { ReceiveViews } from '../receive/receiveViews.ts'
export type { SendViews } from '../send/sendViews.ts'
export type { SiwxViews } from '../siwx/siwxViewData.ts'
export type { SwapViews } from '../swap/swapViews.ts'
export type { WalletGuideViews } from '../walletGuide/walletGuideViews.ts'
