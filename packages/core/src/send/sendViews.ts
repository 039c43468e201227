/** The send feature's views (the send state keeps the draft between them). */
export interface SendViews {
  /** The send form: token, amount, receiver. */
  WalletSend: undefined
  /** The send's review: amounts, receiver, network fee, then the wallet's confirmation. */
  WalletSendPreview: undefined
}

declare module '../stores/router.ts' {
  interface ViewDataMap extends SendViews {}
}
