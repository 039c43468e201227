/** The receive feature's view. */
export interface ReceiveViews {
  /** The connected address to receive on: its QR code and the networks it receives on. */
  WalletReceive: undefined
}

declare module '../stores/router.ts' {
  interface ViewDataMap extends ReceiveViews {}
}
