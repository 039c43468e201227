/**
 * The wallet's features after connecting (spec §2: onramp, swaps, receive, send), one line each,
 * registered in the modal by one spread in `views/registry.ts`. Each loads on demand.
 */
import { lazyView } from '../views/lazyView.ts'
import type { ViewRegistry } from '../views/viewTypes.ts'

type WalletFeatureView = 'WalletReceive' | 'WalletSend' | 'WalletSendPreview'

export const WALLET_FEATURE_VIEWS = {
  WalletReceive: { title: 'WalletReceive', ...lazyView(() => import('./WalletReceive/WalletReceiveView.tsx')) },
  WalletSend: { title: 'WalletSend', ...lazyView(() => import('./WalletSend/WalletSendView.tsx')) },
  WalletSendPreview: { title: 'WalletSendPreview', ...lazyView(() => import('./WalletSend/WalletSendPreviewView.tsx')) },
} satisfies Pick<ViewRegistry, WalletFeatureView>
