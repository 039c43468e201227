import type { Metadata } from '@foyer/walletconnect'
import { followClient } from './clientEvents.ts'
import { switchChain } from './chainSwitch.ts'
import type { WalletConfig } from './config.ts'
import { supportedNamespaces } from './lib/namespaces.ts'
import { createPairing } from './pairing.ts'
import { approveProposal, rejectProposal } from './proposalAnswers.ts'
import { startProtocolClient } from './protocolClient.ts'
import { approveRequest, rejectRequest } from './requestAnswers.ts'
import { disconnect } from './sessionEnd.ts'
import { createDevnetSigner } from './signer.ts'
import type { WalletNamespace } from './namespaces/walletNamespace.ts'
import { walletNamespacesOf } from './namespaces/walletNamespaces.ts'
import type { WalletContext } from './walletContext.ts'
import { createWalletStore, type WalletState } from './walletState.ts'

export interface Wallet {
  /** The namespaces it serves beside eip155, each with its account. */
  readonly namespaces: readonly WalletNamespace[]
  getState(): WalletState
  subscribe(listener: () => void): () => void
  /** Pairs with the `wc:` URI in `input`; false when it could not (the reason is in `pairError`). */
  pair(input: string): Promise<boolean>
  approveProposal(id: number): Promise<void>
  rejectProposal(id: number): Promise<void>
  approveRequest(id: number): Promise<void>
  rejectRequest(id: number): Promise<void>
  disconnect(topic: string): Promise<void>
  switchChain(chainId: number): Promise<void>
}

/**
 * The wallet's state and behaviour outside React: one protocol client for the page's life, the
 * cards it shows, and what approving each one does. The UI reads it with useSyncExternalStore.
 */
export function startWallet(config: WalletConfig, metadata: Metadata): Wallet {
  const signer = createDevnetSigner(config.account.privateKey, config.chains)
  const namespaces = walletNamespacesOf(config)
  const supported = supportedNamespaces(
    config.chains.map((c) => c.chainId),
    signer.address,
    namespaces,
  )
  const store = createWalletStore({
    status: 'starting',
    address: signer.address,
    chainId: config.chains[0]!.chainId,
    pairing: false,
    awaitingProposal: false,
    proposals: [],
    sessions: [],
    requests: [],
    busy: new Set(),
    errors: {},
    activity: [],
  })
  // The client's start settles after this function returns, so `ctx` and `pairing` exist by then.
  const protocol = startProtocolClient(config, metadata, store, (client) => followClient(ctx, client, pairing))
  const ctx: WalletContext = { config, signer, namespaces, supported, store, ready: protocol.ready, startedClient: protocol.current }
  const pairing = createPairing(ctx)

  return {
    namespaces,
    getState: store.get,
    subscribe: store.subscribe,
    pair: pairing.pair,
    approveProposal: (id) => approveProposal(ctx, id),
    rejectProposal: (id) => rejectProposal(ctx, id),
    approveRequest: (id) => approveRequest(ctx, id),
    rejectRequest: (id) => rejectRequest(ctx, id),
    disconnect: (topic) => disconnect(ctx, topic),
    switchChain: (chainId) => switchChain(ctx, chainId),
  }
}
