import { receiveTitles, type ReceiveViews } from '@foyer/core/internal'
import { lazyView } from '../../views/lazyView.ts'
import { defineWalletFeature } from '../walletFeature.ts'

/** Receive (spec §2): the address as a QR code; any address can be given to a sender, so every namespace has it. */
export const receiveFeature = defineWalletFeature<ReceiveViews>({
  id: 'receive',
  order: 3,
  view: 'WalletReceive',
  // An arrow down into a tray.
  icon: 'M12 4v12M6 11l6 6 6-6M5 20h14',
  served: () => true,
  views: {
    WalletReceive: { titles: receiveTitles, ...lazyView(() => import('./WalletReceiveView.tsx')) },
  },
})
