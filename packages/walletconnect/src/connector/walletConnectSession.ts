import {
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  type ConnectedAccount,
  type ConnectorEventHub,
  type Network,
  type PairingState,
  type Store,
  type WalletConnector,
  type WalletRpcRequest,
} from '@foyer/core/internal'
import { createDappClient, type DappClient } from '../sign/dappClient.ts'
import type { KeyValueStorage, Session } from '../types.ts'
import { sessionModuleOf, sessionProposal } from './namespaceModules.ts'
import type { WalletConnectConfig } from './walletConnectConfig.ts'

/** What the connector keeps in the first load and the session code reports through. */
export interface SessionWiring {
  emit: ConnectorEventHub['emit']
  pairing: Store<PairingState | null>
}

/** The connector's work, loaded when a visitor picks WalletConnect or a stored session is restored. */
export interface WalletConnectSession {
  /** Pairs until the wallet approves (or `aborted` rejects) and adopts the approved session. */
  connect(preferredChain: string | undefined, aborted: Promise<never>): Promise<ConnectedAccount>
  disconnect(): Promise<void>
  reconnect(): Promise<ConnectedAccount | null>
  switchNetwork(network: Network): Promise<void>
  signMessage: WalletConnector['signMessage']
  rpc(request: WalletRpcRequest): Promise<unknown>
}

/**
 * The WalletConnect session behind the connector: pairing URIs renewed as they expire, the approved
 * session's account, requests on its active chain, and the wallet's events and the session's end
 * reported through the connector's events. The protocol code (sign engine, relay client, crypto)
 * loads with it, in parallel (one lazy chunk group, no waterfall).
 */
export function createWalletConnectSession(config: WalletConnectConfig, { emit, pairing }: SessionWiring): WalletConnectSession {
  const namespace = config.namespace ?? 'eip155'
  const module = sessionModuleOf(namespace)
  let clientPromise: Promise<DappClient> | undefined
  let session: Session | undefined
  let activeChain: string | undefined
  /** The last pairing, kept for reuse where the environment asks for it. */
  let lastPairing: { topic: string; uri: string; expiresAt: number } | undefined

  function client(): Promise<DappClient> {
    clientPromise ??= createDappClient({
      relayUrl: config.relayUrl,
      projectId: config.projectId,
      metadata: config.metadata,
      storage: config.storage ?? browserStorage(),
      storagePrefix: 'foyer-wc',
      WebSocket: config.WebSocket,
    }).then((created) => {
      follow(created)
      return created
    })
    clientPromise.catch(() => (clientPromise = undefined))
    return clientPromise
  }

  function follow(dapp: DappClient) {
    const ours = (topic: string) => session?.topic === topic
    dapp.on('session_event', ({ topic, params }) => {
      if (!ours(topic)) return
      if (params.event.name === 'accountsChanged') {
        const addresses = module.addressesOfEvent(params.event.data)
        if (addresses.length) emit('accountsChanged', addresses)
      } else if (params.event.name === 'chainChanged') {
        const chainId = module.chainIdOfEvent(params.event.data)
        const chain = chainId === undefined ? undefined : `${namespace}:${chainId}`
        if (chain && chainId !== undefined && session && module.chains(session).includes(chain)) {
          activeChain = chain
          emit('chainChanged', chainId)
        }
      }
    })
    dapp.on('session_update', ({ topic, namespaces }) => {
      if (!ours(topic) || !session) return
      session = { ...session, namespaces }
      const chain = activeChainOf(session, activeChain)
      if (!chain) return end()
      if (chain !== activeChain) {
        activeChain = chain
        emit('chainChanged', module.chainIdOf(chain))
      }
      emit('accountsChanged', module.addressesOn(session, chain))
    })
    // A session ending from the wallet's side (or expiring) resets all accounts (spec §4).
    dapp.on('session_delete', ({ topic }) => ours(topic) && end())
    dapp.on('session_expire', ({ topic }) => ours(topic) && end())
  }

  function end() {
    session = undefined
    activeChain = undefined
    emit('disconnect')
  }

  function adopt(approved: Session, preferred?: string): ConnectedAccount {
    const chain = activeChainOf(approved, preferred)
    if (!chain) throw new Error(namespace === 'eip155' ? 'The wallet approved no EVM account.' : `The wallet approved no ${namespace} account.`)
    session = approved
    activeChain = chain
    const { name, icons } = approved.peer.metadata
    const icon = icons.find((url) => /^https?:\/\//.test(url))
    return {
      addresses: module.addressesOn(approved, chain),
      chainId: module.chainIdOf(chain),
      ...(name ? { wallet: { name, ...(icon ? { icon } : {}) } } : {}),
    }
  }

  /**
   * One pairing after another until the wallet approves, the visitor cancels, or the wallet
   * declines the current proposal. A wallet that scanned a URI just before it was renewed still
   * connects: any proposal of this attempt that gets approved wins.
   */
  async function pairUntilApproved(dapp: DappClient, aborted: Promise<never>): Promise<Session> {
    const namespaces = sessionProposal(config.networks)
    let approvedAny!: (session: Session) => void
    const anyApproval = new Promise<Session>((resolve) => (approvedAny = resolve))
    for (;;) {
      const reuse = config.reusePairing?.() && lastPairing && lastPairing.expiresAt > Date.now() ? lastPairing : undefined
      const { uri, pairingTopic, approval } = await Promise.race([
        dapp.connect({ ...namespaces, ...(reuse ? { pairingTopic: reuse.topic } : {}) }),
        aborted,
      ])
      approval.then(approvedAny, () => undefined) // an older proposal's refusal no longer matters
      const expiresAt = reuse?.expiresAt ?? Date.now() + (config.pairingLifetimeMs ?? PAIRING_LIFETIME_MS) - PAIRING_EXPIRY_MARGIN_MS
      lastPairing = { topic: pairingTopic, uri: reuse?.uri ?? uri, expiresAt }
      pairing.set({ uri: lastPairing.uri, expiresAt })
      let timer: ReturnType<typeof setTimeout> | undefined
      const expired = new Promise<'expired'>((resolve) => (timer = setTimeout(() => resolve('expired'), Math.max(0, expiresAt - Date.now()))))
      try {
        const outcome = await Promise.race([anyApproval, approval, expired, aborted])
        if (outcome !== 'expired') return outcome
      } finally {
        clearTimeout(timer)
      }
    }
  }

  /** One request to the wallet on the session's active chain. */
  async function sessionRequest(request: WalletRpcRequest): Promise<unknown> {
    if (!session || !activeChain) throw new Error('No WalletConnect session.')
    const dapp = await client()
    return dapp.request<unknown>({ topic: session.topic, chainId: activeChain, request: { method: request.method, params: request.params ?? [] } })
  }

  function activeChainOf(current: Pick<Session, 'namespaces'>, preferred?: string): string | undefined {
    const chains = module.chains(current)
    return preferred && chains.includes(preferred) ? preferred : chains[0]
  }

  return {
    async connect(preferredChain, aborted) {
      const dapp = await Promise.race([client(), aborted])
      const approved = await pairUntilApproved(dapp, aborted)
      lastPairing = undefined
      return adopt(approved, preferredChain)
    },

    async disconnect() {
      const topic = session?.topic
      session = undefined
      activeChain = undefined
      if (!topic) return
      const dapp = await client()
      await dapp.disconnect({ topic })
    },

    async reconnect() {
      const dapp = await client()
      const now = Date.now() / 1000
      const restored = dapp.sessions().filter((s) => s.acknowledged && s.expiry > now && module.chains(s).length)
      const latest = restored.sort((a, b) => b.expiry - a.expiry)[0]
      return latest ? adopt(latest) : null
    },

    async switchNetwork(network) {
      if (!session) throw new Error('No WalletConnect session.')
      const chain = network.caipNetworkId
      if (!module.chains(session).includes(chain)) {
        throw new Error(`The wallet did not approve ${network.name} for this session. Disconnect and connect again to add it.`)
      }
      // Tell the wallet, where it accepts it, so its own UI follows; the session already covers the chain.
      const switchRequest = module.switchChain(session, network)
      if (switchRequest) await sessionRequest(switchRequest).catch(() => undefined)
      activeChain = chain
      emit('chainChanged', network.id)
    },

    async signMessage({ message, address }) {
      return String(await sessionRequest(module.signMessage(message, address)))
    },

    rpc: (request) => sessionRequest(request),
  }
}

/** localStorage where it exists and works (it throws in some private modes); memory otherwise. */
function browserStorage(): KeyValueStorage | undefined {
  try {
    const storage = globalThis.localStorage
    if (!storage) return undefined
    const probe = '__foyer_wc_probe__'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined
  }
}
