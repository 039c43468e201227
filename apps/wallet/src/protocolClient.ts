import { createWalletClient, type Metadata, type WalletClient } from '@foyer/walletconnect'
import type { WalletConfig } from './config.ts'
import { messageOf } from './lib/errorMessage.ts'
import type { WalletStore } from './walletState.ts'

export interface ProtocolClient {
  ready: Promise<WalletClient>
  current(): WalletClient | undefined
}

/** Starts the one protocol client of the page's life; a failure to reach the relay becomes status 'failed'. */
export function startProtocolClient(config: WalletConfig, metadata: Metadata, store: WalletStore, onStarted: (client: WalletClient) => void): ProtocolClient {
  let client: WalletClient | undefined
  const ready = createWalletClient({
    relayUrl: config.relayUrl,
    projectId: config.projectId,
    metadata,
    storage: window.localStorage,
    storagePrefix: 'foyer-wallet',
  }).then(
    (created) => {
      client = created
      onStarted(created)
      return created
    },
    (error: unknown) => {
      store.set({ status: 'failed', startError: `The wallet could not reach the relay at ${config.relayUrl}: ${messageOf(error)}` })
      throw error
    },
  )

  // A failed start is shown in the page (status 'failed'); actions awaiting `ready` fail with it too.
  ready.catch(() => {})

  return { ready, current: () => client }
}
