/**
 * "New to wallets?": what a wallet is (WhatIsAWallet), wallets to get (GetWallet) and where to get
 * one (WalletDownloads, also where the QR view's "Get <wallet>" leads), one line each, registered
 * in the modal by one spread in `views/registry.ts`. Each loads on demand.
 */
import { lazyView } from '../views/lazyView.ts'
import type { ViewRegistry } from '../views/viewTypes.ts'

type WalletGuideView = 'WhatIsAWallet' | 'GetWallet' | 'WalletDownloads'

export const WALLET_GUIDE_VIEWS = {
  WhatIsAWallet: { title: 'WhatIsAWallet', ...lazyView(() => import('./WhatIsAWallet/WhatIsAWalletView.tsx')) },
  GetWallet: { title: 'GetWallet', ...lazyView(() => import('./GetWallet/GetWalletView.tsx')) },
  WalletDownloads: { title: (data) => data.listing.name, ...lazyView(() => import('./WalletDownloads/WalletDownloadsView.tsx')) },
} satisfies Pick<ViewRegistry, WalletGuideView>
