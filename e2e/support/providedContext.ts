/** What the e2e global setup hands to every test file through vitest's provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string
    apiUrl: string
    devAddress: string
    /** The reference WalletConnect wallet (apps/wallet) and the devnet account it signs with. */
    walletUrl: string
    walletAddress: string
  }
}

export {}
