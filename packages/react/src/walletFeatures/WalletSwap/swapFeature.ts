import { swapsServed, swapTitles, type SwapViews } from '@foyer/core/internal'
import { lazyView } from '../../views/lazyView.ts'
import { defineWalletFeature } from '../walletFeature.ts'

/** Swap (spec §2): through the server's convert API, where the namespace's module swaps (eip155) and the server swaps on the network. */
export const swapFeature = defineWalletFeature<SwapViews>({
  id: 'swaps',
  order: 2,
  view: 'WalletSwap',
  // Two arrows, one each way.
  icon: 'M7 4L4 7l3 3M4 7h13M17 20l3-3-3-3M20 17H7',
  // The question loads the swap actions and the convert API's schemas: asked when the Account view shows.
  served: (ctx, _namespace, network) => swapsServed(ctx, network),
  views: {
    WalletSwap: { titles: swapTitles, ...lazyView(() => import('./WalletSwapView.tsx')) },
    WalletSwapSelectToken: { titles: swapTitles, ...lazyView(() => import('./WalletSwapSelectTokenView.tsx')) },
    WalletSwapPreview: { titles: swapTitles, ...lazyView(() => import('./WalletSwapPreviewView.tsx')) },
  },
})
