import type { WebConfig } from '../../apps/web/src/config.ts'

/** What the e2e global setup hands to every test file through vitest's provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string
    /** The demo's production build, for a file that serves it with a stack of its own (it changes balances or stops servers). */
    webAppDir: string
    apiUrl: string
    /** The stack as the demo reads it: API, project, chains and the Dev Wallet's devnet key. */
    webConfig: WebConfig
    /** The embedded wallet's frame, built once for every stack of the suite. */
    frameDir: string
    /** Where the host-app tests pack the public packages (support/packedPackages.ts). */
    packedDir: string
    devAddress: string
    /** The reference WalletConnect wallet (apps/wallet) and the devnet account it signs with. */
    walletUrl: string
    walletAddress: string
    /** The devnet's Polkadot node (chopsticks) over HTTP, where tests seed and read the chain; the demo itself only knows the server's proxy. */
    polkadotNodeUrl: string
  }
}
