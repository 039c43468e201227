/**
 * The wallet's features after connecting (spec §2: onramp, swaps, receive, send), one line each,
 * registered in the modal by one spread in `views/registry.ts`. Each loads on demand.
 */
import { lazyView } from '../views/lazyView.ts'
import type { ViewRegistry } from '../views/viewTypes.ts'

type WalletFeatureView = 'WalletOnramp' | 'WalletOnrampPurchase' | 'WalletReceive' | 'WalletSend' | 'WalletSendPreview' | 'WalletSwap' | 'WalletSwapSelectToken' | 'WalletSwapPreview'

export const WALLET_FEATURE_VIEWS = {
  WalletOnramp: { title: 'WalletOnramp', ...lazyView(() => import('./WalletOnramp/WalletOnrampView.tsx')) },
  WalletOnrampPurchase: { title: 'WalletOnrampPurchase', ...lazyView(() => import('./WalletOnramp/WalletOnrampPurchaseView.tsx')) },
  WalletReceive: { title: 'WalletReceive', ...lazyView(() => import('./WalletReceive/WalletReceiveView.tsx')) },
  WalletSend: { title: 'WalletSend', ...lazyView(() => import('./WalletSend/WalletSendView.tsx')) },
  WalletSendPreview: { title: 'WalletSendPreview', ...lazyView(() => import('./WalletSend/WalletSendPreviewView.tsx')) },
  WalletSwap: { title: 'WalletSwap', ...lazyView(() => import('./WalletSwap/WalletSwapView.tsx')) },
  WalletSwapSelectToken: { title: 'WalletSwapSelectToken', ...lazyView(() => import('./WalletSwap/WalletSwapSelectTokenView.tsx')) },
  WalletSwapPreview: { title: 'WalletSwapPreview', ...lazyView(() => import('./WalletSwap/WalletSwapPreviewView.tsx')) },
} satisfies Pick<ViewRegistry, WalletFeatureView>
