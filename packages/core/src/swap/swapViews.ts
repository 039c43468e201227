/** The swap feature's views (the swap state keeps the draft between them). */
export interface SwapViews {
  /** The swap form: the two tokens, the amount, the quote, the slippage tolerance. */
  WalletSwap: undefined
  /** A token for one side of the swap: the account's first, then the server's list, searchable. */
  WalletSwapSelectToken: { side: 'from' | 'to' }
  /** The swap's review: amounts, minimum received, rate, fee, the approval when needed, then the wallet's confirmations. */
  WalletSwapPreview: undefined
}

declare module '../stores/router.ts' {
  interface ViewDataMap extends SwapViews {}
}
