/** What WalletOnrampPurchase opens with: the purchase on the provider's page, and what the wallet held before it. */
export interface OnrampPurchaseView {
  provider: 'coinbase' | 'meld'
  /** The provider's page: shown as a link when the popup was blocked (`opened` false). */
  url: string
  opened: boolean
  symbol: string
  /** The asset's contract on the network ('' for its native currency). */
  contract: string
  /** The holding before the purchase, in decimal units. */
  before: string
}

/** The onramp feature's views (the onramp draft keeps the order between them). */
export interface OnrampViews {
  /** Buy crypto: the fiat amount, currency and payment method, the asset, the quote and the provider. */
  WalletOnramp: undefined
  /** The provider's page is open: waiting for the purchase to reach the wallet, with the page's link if the popup was blocked. */
  WalletOnrampPurchase: OnrampPurchaseView
}

declare module '../stores/router.ts' {
  interface ViewDataMap extends OnrampViews {}
}
