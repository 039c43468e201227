import { createConnectorEvents, createStore, FoyerError, type ChainNamespace, type ConnectedAccount, type PairingState, type Store, type WalletConnector } from '@foyer/core/internal'
import { loadSessionModules, sessionNamespaces } from './sessionNamespaces.ts'
import type { WalletConnectConfig } from './walletConnectConfig.ts'
import { WALLET_CONNECT_ICON } from './walletConnectIcon.ts'
import type { WalletConnectSession, WalletConnectSide } from './walletConnectSession.ts'

export type { WalletConnectConfig }

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The connect() in progress: its result, and how to stop it (deferred a tick, so a remount can rejoin). */
interface PendingConnect {
  promise: Promise<ConnectedAccount>
  cancel(): void
  cancelTimer?: ReturnType<typeof setTimeout>
}

/** A visitor left the QR view: the pending connect() stops quietly. */
export class ConnectAbortedError extends FoyerError {
  override name = 'AbortError'
  constructor() {
    super('The connection was cancelled.')
  }
}

/**
 * The modal's WalletConnect connections, as `WalletConnector`s: one per namespace the host has
 * networks in (sessionNamespaces.ts), sharing one session. The first one's connect() shows a pairing URI
 * (renewed as it expires) and resolves with the approved session's account; the others join that
 * session (core connects them as its companions); requests go to the session on each one's chain;
 * the wallet's events and the session's end update the stores through each connector's events. The
 * first load holds only this: what the Connect view shows and the attempt's bookkeeping. The
 * session's code (`walletConnectSession.ts`, with the protocol: sign engine, relay client, crypto)
 * loads on the first use, with every namespace's module.
 */
export function createWalletConnectConnectors(config: WalletConnectConfig): WalletConnector[] {
  const pairing = createStore<PairingState | null>(null)
  let loading: Promise<WalletConnectSession> | undefined
  const session = (): Promise<WalletConnectSession> => {
    loading ??= Promise.all([import('./walletConnectSession.ts'), loadSessionModules()]).then(([{ createWalletConnectSession }, modules]) => createWalletConnectSession(config, { pairing, modules }))
    loading.catch(() => (loading = undefined))
    return loading
  }
  const loaded = () => loading
  const namespaces = config.namespace ? [config.namespace] : sessionNamespaces(config.networks)
  return namespaces.map((namespace, index) => namespaceConnector(namespace, index === 0, { pairing, session, loaded }))
}

/** The connector of the host's first WalletConnect namespace: the one that pairs (see createWalletConnectConnectors). */
export function createWalletConnectConnector(config: WalletConnectConfig): WalletConnector {
  return createWalletConnectConnectors(config)[0]!
}

interface SharedSession {
  pairing: Store<PairingState | null>
  session(): Promise<WalletConnectSession>
  /** The session's code, if it has loaded (nothing to end otherwise). */
  loaded(): Promise<WalletConnectSession> | undefined
}

function namespaceConnector(namespace: ChainNamespace, pairs: boolean, shared: SharedSession): WalletConnector {
  const { emit, on } = createConnectorEvents()
  let pending: PendingConnect | undefined
  const side = async (): Promise<WalletConnectSide> => (await shared.session()).side(namespace, emit)

  return {
    id: pairs ? WALLET_CONNECT_CONNECTOR_ID : `${WALLET_CONNECT_CONNECTOR_ID}:${namespace}`,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: namespace,
    imageUrl: WALLET_CONNECT_ICON,
    ...(pairs && { pairing: shared.pairing }),

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
          const current = await Promise.race([side(), aborted])
          return await current.connect(network?.caipNetworkId, aborted)
        } catch (error) {
          // What the failure means to the visitor loads with the first failure, not with the page
          // (if even that cannot load, the failure goes on as it came).
          const { connectFailure } = await import('./connectFailure.ts').catch(() => ({ connectFailure: (cause: unknown) => cause }))
          throw connectFailure(error)
        } finally {
          // A newer attempt (started once this one was cancelled) keeps its own pairing.
          const current = pending === undefined || pending.cancel === cancel
          if (pending?.cancel === cancel) pending = undefined
          if (pairs && current) shared.pairing.set(null)
        }
      }
      pending = { cancel, promise: run() }
      return pending.promise
    },

    cancelConnect() {
      if (!pending || pending.cancelTimer) return
      const attempt = pending
      attempt.cancelTimer = setTimeout(() => {
        // Over from now on: a connect() that comes while its failure is still being worded (a
        // chunk to fetch) starts afresh instead of joining the cancelled attempt.
        if (pending === attempt) pending = undefined
        if (pairs) shared.pairing.set(null)
        attempt.cancel()
      }, 0)
    },

    // Without the session's code loaded there is no session to end.
    disconnect: async () => (shared.loaded() ? (await side()).disconnect() : undefined),
    reconnect: async ({ network } = {}) => (await side()).reconnect(network?.caipNetworkId),
    switchNetwork: async (network) => (await side()).switchNetwork(network),
    signMessage: async (message) => (await side()).signMessage(message),
    rpc: async (request) => (await side()).rpc(request),
    on,
  }
}
