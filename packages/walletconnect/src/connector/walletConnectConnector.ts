import { createConnectorEvents, createStore, type ConnectedAccount, type PairingState, type WalletConnector } from '@foyer/core/internal'
import type { WalletConnectConfig } from './walletConnectConfig.ts'
import { WALLET_CONNECT_ICON } from './walletConnectIcon.ts'
import type { WalletConnectSession } from './walletConnectSession.ts'

export type { WalletConnectConfig }

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
 * events. The first load holds only this: what the Connect view shows and the attempt's bookkeeping.
 * The session's code (`walletConnectSession.ts`, with the protocol: sign engine, relay client,
 * crypto) loads on the first use.
 */
export function createWalletConnectConnector(config: WalletConnectConfig): WalletConnector {
  const { emit, on } = createConnectorEvents()
  const pairing = createStore<PairingState | null>(null)
  let loading: Promise<WalletConnectSession> | undefined
  let pending: PendingConnect | undefined

  function session(): Promise<WalletConnectSession> {
    loading ??= import('./walletConnectSession.ts').then(({ createWalletConnectSession }) => createWalletConnectSession(config, { emit, pairing }))
    loading.catch(() => (loading = undefined))
    return loading
  }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: config.namespace ?? 'eip155',
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
          const current = await Promise.race([session(), aborted])
          return await current.connect(network?.caipNetworkId, aborted)
        } catch (error) {
          // What the failure means to the visitor loads with the first failure, not with the page
          // (if even that cannot load, the failure goes on as it came).
          const { connectFailure } = await import('./connectFailure.ts').catch(() => ({ connectFailure: (cause: unknown) => cause }))
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

    // Without the session's code loaded there is no session to end.
    disconnect: async () => (loading ? (await loading).disconnect() : undefined),
    reconnect: async () => (await session()).reconnect(),
    switchNetwork: async (network) => (await session()).switchNetwork(network),
    signMessage: async (message) => (await session()).signMessage(message),
    rpc: async (request) => (await session()).rpc(request),
    on,
  }
}
