import {
  createConnectorEvents,
  createStore,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  type ChainNamespace,
  type ConnectedAccount,
  type Network,
  type PairingState,
  type WalletConnector,
  type WalletRpcRequest,
} from '@foyer/core/internal'
import type { DappClient } from '../sign/dappClient.ts'
import type { KeyValueStorage, Metadata, Session } from '../types.ts'
import { WALLET_CONNECT_ICON } from './walletConnectIcon.ts'
import { connectFailure } from './connectFailure.ts'
import { sessionModuleOf, sessionProposal } from './namespaceModules.ts'

export interface WalletConnectConfig {
  /** ws:// or wss:// URL of the relay: Foyer's own (`<apiUrl>/ws`) or the public one. */
  relayUrl: string
  projectId?: string
  metadata: Metadata
  /** The host's networks: those of every namespace the connector speaks (namespaceModules.ts) are proposed to the wallet. */
  networks: readonly Network[]
  /** The namespace this connector's account and requests are in; default eip155. */
  namespace?: ChainNamespace
  /** Where keys and sessions are kept; default localStorage in a browser, memory elsewhere. */
  storage?: KeyValueStorage
  WebSocket?: typeof globalThis.WebSocket
  /** Telegram and iOS Safari keep one pairing until it expires (spec §4). */
  reusePairing?: () => boolean
  /** How long the modal shows one pairing before a fresh one (spec §9: 4 minutes, renewed 10 s early). */
  pairingLifetimeMs?: number
}

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The connect() in progress: its result, and how to stop it (deferred a tick, so a remount can rejoin). */
interface PendingConnect {
  promise: Promise<ConnectedAccount>
  cancel(): void
  cancelTimer?: ReturnType<typeof setTimeout>
}

/** A visitor left the QR view: the pending connect() stops quietly. */
export class ConnectAbortedError extends Error {
  override name = 'AbortError'
  constructor() {
    super('The connection was cancelled.')
  }
}

/**
 * The modal's WalletConnect connection, as a `WalletConnector`: connect() shows a pairing URI
 * (renewed as it expires) and resolves with the approved session's account; requests go to the
 * session; the wallet's events and the session's end update the stores through the connector's
 * events. The protocol code (sign engine, relay client, crypto) loads on the first use.
 */
export function createWalletConnectConnector(config: WalletConnectConfig): WalletConnector {
  const namespace = config.namespace ?? 'eip155'
  const module = sessionModuleOf(namespace)
  const { emit, on } = createConnectorEvents()
  const pairing = createStore<PairingState | null>(null)
  let clientPromise: Promise<DappClient> | undefined
  let session: Session | undefined
  let activeChain: string | undefined
  let pending: PendingConnect | undefined
  /** The last pairing, kept for reuse where the environment asks for it. */
  let lastPairing: { topic: string; uri: string; expiresAt: number } | undefined

  function client(): Promise<DappClient> {
    clientPromise ??= import('../sign/dappClient.ts')
      .then(({ createDappClient }) =>
        createDappClient({
          relayUrl: config.relayUrl,
          projectId: config.projectId,
          metadata: config.metadata,
          storage: config.storage ?? browserStorage(),
          storagePrefix: 'foyer-wc',
          WebSocket: config.WebSocket,
        }),
      )
      .then((created) => {
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

  const connector: WalletConnector = {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: namespace,
    imageUrl: WALLET_CONNECT_ICON,
    pairing,

    connect({ network }) {
      // A view that unmounts and mounts again at once (React may do that) joins the pending
      // attempt instead of starting a second pairing.
      if (pending) {
        clearTimeout(pending.cancelTimer)
        pending.cancelTimer = undefined
        return pending.promise
      }
      let cancel!: () => void
      const aborted = new Promise<never>((_, reject) => (cancel = () => reject(new ConnectAbortedError())))
      aborted.catch(() => undefined)
      const run = async (): Promise<ConnectedAccount> => {
        try {
          const dapp = await Promise.race([client(), aborted])
          const approved = await pairUntilApproved(dapp, aborted)
          lastPairing = undefined
          return adopt(approved, network?.caipNetworkId)
        } catch (error) {
          throw connectFailure(error)
        } finally {
          if (pending?.cancel === cancel) pending = undefined
          pairing.set(null)
        }
      }
      pending = { cancel, promise: run() }
      return pending.promise
    },

    cancelConnect() {
      if (!pending || pending.cancelTimer) return
      const attempt = pending
      attempt.cancelTimer = setTimeout(() => attempt.cancel(), 0)
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

    on,
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

  return connector
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
