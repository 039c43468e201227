import type { CustomWallet } from '../stores/connectors.ts'
import type { WalletListing } from '../types.ts'

/** The wallet guide's views (spec §2 "New to wallets?") and the data each opens with. */
export interface WalletGuideViews {
  /** "New to wallets?": what a wallet is, and a way to get one. */
  WhatIsAWallet: undefined
  /** Wallets to get, each leading to its downloads. */
  GetWallet: undefined
  /** Where to get one wallet: its extensions, apps and website. */
  WalletDownloads: { listing: WalletListing | CustomWallet }
}

declare module '../stores/router.ts' {
  interface ViewDataMap extends WalletGuideViews {}
}
