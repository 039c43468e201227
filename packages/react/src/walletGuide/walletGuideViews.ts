/**
 * "New to wallets?": what a wallet is (WhatIsAWallet), wallets to get (GetWallet) and where to get
 * one (WalletDownloads, also where the QR view's "Get <wallet>" leads), one line each, registered
 * in the modal by one spread in `views/registry.ts`. Each loads on demand.
 */
import { walletGuideTitles, type WalletGuideViews } from '@foyer/core/internal'
import { lazyView } from '../views/lazyView.ts'
import type { ViewRegistryOf } from '../views/viewTypes.ts'

export const WALLET_GUIDE_VIEWS = {
  WhatIsAWallet: { titles: walletGuideTitles, ...lazyView(() => import('./WhatIsAWallet/WhatIsAWalletView.tsx')) },
  GetWallet: { titles: walletGuideTitles, ...lazyView(() => import('./GetWallet/GetWalletView.tsx')) },
  WalletDownloads: { titles: walletGuideTitles, title: (data) => data.listing.name, ...lazyView(() => import('./WalletDownloads/WalletDownloadsView.tsx')) },
} satisfies ViewRegistryOf<WalletGuideViews>
