import type { WalletClient } from '@foyer/walletconnect'
import type { WalletConfig } from './config.ts'
import type { SupportedNamespaces } from './lib/namespaces.ts'
import type { WalletNamespace } from './namespaces/walletNamespace.ts'
import type { DevnetSigner } from './signer.ts'
import type { WalletStore } from './walletState.ts'

/** What every wallet action works with, made once by startWallet. */
export interface WalletContext {
  config: WalletConfig
  signer: DevnetSigner
  /** The namespaces it serves beside eip155 (solana, bip122), each where the config gives it an account. */
  namespaces: readonly WalletNamespace[]
  /** What the wallet can grant a proposal: its chains, methods, events and account. */
  supported: SupportedNamespaces
  store: WalletStore
  /** The protocol client once started; a failed start rejects it, so actions awaiting it fail too. */
  ready: Promise<WalletClient>
  /** The client if it has started, for reads that must not wait. */
  startedClient(): WalletClient | undefined
}
