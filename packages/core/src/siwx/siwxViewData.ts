/** The sign-in views (SIWX). */
export interface SiwxViews {
  /** Sign in with the connected wallet: the app asks the visitor to sign a message proving the account is theirs. */
  SIWXSignMessage: undefined
  /** Sign in with the embedded wallet: as SIWXSignMessage, the message shown and approved in Foyer's secure frame. */
  ConnectingSiwe: undefined
}

declare module '../stores/router.ts' {
  interface ViewDataMap extends SiwxViews {}
}
