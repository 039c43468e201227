import { onrampServed, onrampTitles, type OnrampViews } from '@foyer/core/internal'
import { lazyView } from '../../views/lazyView.ts'
import { defineWalletFeature } from '../walletFeature.ts'

/** Buy (spec §2 onramp): through the server's onramp providers, where the namespace's module lists the service and the server names a provider. */
export const onrampFeature = defineWalletFeature<OnrampViews>({
  id: 'onramp',
  order: 1,
  view: 'WalletOnramp',
  // A plus.
  icon: 'M12 5v14M5 12h14',
  served: (ctx, namespace) => onrampServed(ctx, namespace),
  views: {
    WalletOnramp: { titles: onrampTitles, ...lazyView(() => import('./WalletOnrampView.tsx')) },
    WalletOnrampPurchase: { titles: onrampTitles, ...lazyView(() => import('./WalletOnrampPurchaseView.tsx')) },
  },
})
