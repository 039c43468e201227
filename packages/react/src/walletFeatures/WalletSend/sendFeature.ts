import { sendsServed, sendTitles, type SendViews } from '@foyer/core/internal'
import { lazyView } from '../../views/lazyView.ts'
import { defineWalletFeature } from '../walletFeature.ts'

/** Send (spec §2): native and token sends, where the namespace's module sends (eip155, solana). */
export const sendFeature = defineWalletFeature<SendViews>({
  id: 'send',
  order: 4,
  view: 'WalletSend',
  // An arrow up out of a tray.
  icon: 'M12 20V8M6 13l6-6 6 6M5 4h14',
  served: (ctx, namespace) => sendsServed(ctx, namespace),
  views: {
    WalletSend: { titles: sendTitles, ...lazyView(() => import('./WalletSendView.tsx')) },
    WalletSendPreview: { titles: sendTitles, ...lazyView(() => import('./WalletSendPreviewView.tsx')) },
  },
})
