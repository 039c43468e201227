import {
  type ChainNamespace,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  type ConnectedAccount,
  type ConnectorEventHub,
  type Network,
  type PairingState,
  type Store,
  type WalletConnector,
  type WalletRpcRequest,
  openWalletLink,
  walletRedirectLink,
} from '@foyer/core/internal'
import { createDappClient, type DappClient } from '../sign/dappClient.ts'
import type { KeyValueStorage, Session } from '../types.ts'
import { sessionModuleOf, sessionProposal } from './namespaceModules.ts'
import type { NamespaceSessionModule } from './namespaceSessionModule.ts'
import { pairingNamespace } from './sessionNamespaces.ts'
import type { WalletConnectConfig } from './walletConnectConfig.ts'

/** What the connectors keep in the first load and the session code reports through. */
export interface SessionWiring {
  pairing: Store<PairingState | null>
  /** Every namespace's module (sessionNamespaces.ts), loaded beside this code. */
  modules: readonly NamespaceSessionModule[]
}

/** One namespace's part of the session: what its connector asks. */
export interface WalletConnectSide {
  /**
   * The pairing side pairs until the wallet approves (or `aborted` rejects) and adopts the approved
   * session; another namespace's side adopts the session already approved (its companion's).
   */
  connect(preferredChain: string | undefined, aborted: Promise<never>): Promise<ConnectedAccount>
  disconnect(): Promise<void>
  reconnect(preferredChain?: string): Promise<ConnectedAccount | null>
  switchNetwork(network: Network): Promise<void>
  signMessage: WalletConnector['signMessage']
  rpc(request: WalletRpcRequest): Promise<unknown>
}

/** The connectors' session, loaded when a visitor picks WalletConnect or a stored session is restored. */
export interface WalletConnectSession {
  /** The side of `namespace`, reporting through `emit`; the first namespace's side pairs. */
  side(namespace: ChainNamespace, emit: ConnectorEventHub['emit']): WalletConnectSide
}

/**
 * The WalletConnect session behind the connectors: pairing URIs renewed as they expire, and one
 * approved session whose every namespace is a side, each with its accounts, its active chain, its
 * requests and the wallet's events, reported through its connector's events. The session's end
 * disconnects every side. The protocol code (sign engine, relay client, crypto) loads with it, in
 * parallel (one lazy chunk group, no waterfall).
 */
export function createWalletConnectSession(config: WalletConnectConfig, { pairing, modules }: SessionWiring): WalletConnectSession {
  let clientPromise: Promise<DappClient> | undefined
  let session: Session | undefined
  const sides = new Map<ChainNamespace, { emit: ConnectorEventHub['emit']; activeChain?: string }>()
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

  /** The side a wallet's event is for: the one of its chain's namespace. */
  const sideOf = (chain: string) => {
    const namespace = chain.split(':')[0] as ChainNamespace
    const side = sides.get(namespace)
    return side && { namespace, side, module: sessionModuleOf(modules, namespace) }
  }

  function follow(dapp: DappClient) {
    const ours = (topic: string) => session?.topic === topic
    dapp.on('session_event', ({ topic, params }) => {
      const target = ours(topic) ? sideOf(params.chainId) : undefined
      if (!target || !session) return
      const { namespace, side, module } = target
      if (params.event.name === 'accountsChanged') {
        const addresses = module.addressesOfEvent(params.event.data)
        if (addresses.length) side.emit('accountsChanged', addresses)
      } else if (params.event.name === 'chainChanged') {
        const chainId = module.chainIdOfEvent(params.event.data)
        const chain = chainId === undefined ? undefined : `${namespace}:${chainId}`
        if (chain && chainId !== undefined && module.chains(session).includes(chain)) {
          side.activeChain = chain
          side.emit('chainChanged', chainId)
        }
      }
    })
    dapp.on('session_update', ({ topic, namespaces }) => {
      if (!ours(topic) || !session) return
      session = { ...session, namespaces }
      for (const [namespace, side] of sides) {
        if (!side.activeChain) continue
        const module = sessionModuleOf(modules, namespace)
        const chain = activeChainOf(module, session, side.activeChain)
        if (!chain) {
          side.activeChain = undefined
          side.emit('disconnect')
          continue
        }
        if (chain !== side.activeChain) {
          side.activeChain = chain
          side.emit('chainChanged', module.chainIdOf(chain))
        }
        side.emit('accountsChanged', module.addressesOn(session, chain))
      }
    })
    // A session ending from the wallet's side (or expiring) resets all accounts (spec §4).
    dapp.on('session_delete', ({ topic }) => ours(topic) && end())
    dapp.on('session_expire', ({ topic }) => ours(topic) && end())
  }

  function end() {
    session = undefined
    for (const side of sides.values()) {
      if (!side.activeChain) continue
      side.activeChain = undefined
      side.emit('disconnect')
    }
  }

  /**
   * One pairing after another until the wallet approves, the visitor cancels, or the wallet
   * declines the current proposal. A wallet that scanned a URI just before it was renewed still
   * connects: any proposal of this attempt that gets approved wins.
   */
  async function pairUntilApproved(dapp: DappClient, aborted: Promise<never>): Promise<Session> {
    const namespaces = sessionProposal(modules, config.networks)
    let approvedAny!: (session: Session) => void
    const anyApproval = new Promise<Session>((resolve) => (approvedAny = resolve))
    for (;;) {
      const reuse = config.reusePairing?.() && lastPairing && lastPairing.expiresAt > Date.now() ? lastPairing : undefined
      const { uri, pairingTopic, approval } = await Promise.race([dapp.connect({ ...namespaces, ...(reuse ? { pairingTopic: reuse.topic } : {}) }), aborted])
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

  /** The latest live session this client holds (a reload restores it for every side). */
  async function restored(): Promise<Session | undefined> {
    if (session) return session
    const dapp = await client()
    const now = Date.now() / 1000
    const live = dapp.sessions().filter((s) => s.acknowledged && s.expiry > now)
    return live.sort((a, b) => b.expiry - a.expiry)[0]
  }

  async function disconnect() {
    const topic = session?.topic
    end()
    if (!topic) return
    const dapp = await client()
    await dapp.disconnect({ topic })
  }

  return {
    side(namespace, emit) {
      const module = sessionModuleOf(modules, namespace)
      const side = sides.get(namespace) ?? { emit }
      side.emit = emit
      sides.set(namespace, side)
      const pairs = namespace === pairingNamespace(config.networks)

      function adopt(approved: Session, preferred?: string): ConnectedAccount {
        const chain = activeChainOf(module, approved, preferred)
        if (!chain) throw new Error(`The wallet approved no ${module.label} account.`)
        session = approved
        side.activeChain = chain
        const { name, icons } = approved.peer.metadata
        const icon = icons.find((url) => /^https?:\/\//.test(url))
        return {
          addresses: module.addressesOn(approved, chain),
          chainId: module.chainIdOf(chain),
          // A session covers the chains the wallet approved, no others (switchNetwork refuses the rest).
          approvedNetworks: module.chains(approved),
          ...(name ? { wallet: { name, ...(icon ? { icon } : {}) } } : {}),
        }
      }

      /** One request to the wallet on this side's active chain. */
      async function sessionRequest(request: WalletRpcRequest): Promise<unknown> {
        if (!session || !side.activeChain) throw new Error('No WalletConnect session.')
        const dapp = await client()
        const wallet = session.peer.metadata
        return dapp.request<unknown>({
          topic: session.topic,
          chainId: side.activeChain,
          request: { method: request.method, params: request.params ?? [] },
          ...(config.reopensWallet?.() && { onPublished: () => reopenWallet(wallet) }),
        })
      }

      return {
        async connect(preferredChain, aborted) {
          if (!pairs) {
            // A companion: the wallet answered the pairing side's proposal for this namespace too, or not at all.
            if (!session) throw new Error('No WalletConnect session: connect WalletConnect first.')
            return adopt(session, preferredChain)
          }
          const dapp = await Promise.race([client(), aborted])
          const approved = await pairUntilApproved(dapp, aborted)
          lastPairing = undefined
          return adopt(approved, preferredChain)
        },

        disconnect,

        async reconnect(preferredChain) {
          const latest = await restored()
          return latest && module.chains(latest).length ? adopt(latest, preferredChain) : null
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
          side.activeChain = chain
          emit('chainChanged', network.id)
        },

        async signMessage({ message, address }) {
          const answer = await sessionRequest(module.signMessage(message, address))
          return module.signatureOf ? module.signatureOf(answer) : String(answer)
        },

        rpc: (request) => sessionRequest(request),
      }
    },
  }
}

/** The chain to use: the preferred one where the session covers it, else the wallet's first of the namespace. */
function activeChainOf(module: NamespaceSessionModule, current: Pick<Session, 'namespaces'>, preferred?: string): string | undefined {
  const chains = module.chains(current)
  return preferred && chains.includes(preferred) ? preferred : chains[0]
}

/** Brings the wallet's app up for a request it has been sent, where its metadata says how. */
function reopenWallet(wallet: Session['peer']['metadata']): void {
  const link = walletRedirectLink(wallet.redirect)
  if (link) openWalletLink(link)
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
