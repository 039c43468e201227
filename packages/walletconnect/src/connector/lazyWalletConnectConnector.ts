/**
 * The WalletConnect connector the first load carries: what it is (id, name, icon), its events and
 * its pairing store at once; its calls (walletConnectConnector.ts: pairing, sessions, the
 * namespace modules) load on first use, beside the protocol they need (../sign/dappClient.ts).
 * Calls made while they load wait for them and run in the order they were made.
 */
import { createConnectorEvents, createStore, type ConnectedAccount, type PairingState, type WalletConnector } from '@foyer/core/internal'
import type { WalletConnectConfig } from './walletConnectConnector.ts'
import { WALLET_CONNECT_IDENTITY } from './walletConnectIdentity.ts'

export function createLazyWalletConnectConnector(config: WalletConnectConfig): WalletConnector {
  const events = createConnectorEvents()
  const pairing = createStore<PairingState | null>(null)
  let loaded: WalletConnector | undefined
  let loading: Promise<WalletConnector> | undefined
  /** The last connect(): what the connector answered (once loaded) and what this stub answered. */
  let attempt: { inner?: Promise<ConnectedAccount>; outer: Promise<ConnectedAccount> } | undefined

  function ready(): Promise<WalletConnector> {
    if (loading) return loading
    // Every use of the calls needs the protocol: its code comes beside theirs, not after them.
    import('../sign/dappClient.ts').catch(() => undefined)
    loading = import('./walletConnectConnector.ts').then(
      ({ createWalletConnectConnector }) => (loaded = createWalletConnectConnector(config, { events, pairing })),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  function later<R>(run: (calls: WalletConnector) => Promise<R>): Promise<R> {
    return loaded ? run(loaded) : ready().then(run)
  }

  return {
    ...WALLET_CONNECT_IDENTITY,
    chain: config.namespace ?? 'eip155',
    pairing,
    on: events.on,
    // A view mounting again rejoins the pending attempt and gets the same promise, loaded or not.
    connect(params) {
      if (loaded) {
        const inner = loaded.connect(params)
        if (attempt?.inner !== inner) attempt = { inner, outer: inner }
        return attempt.outer
      }
      if (attempt && !attempt.inner) {
        // Still loading: the connector gets this call too, in its order (it clears a cancel made
        // meanwhile), and joins the pending attempt, whose promise the stub already answered.
        ready().then((calls) => calls.connect(params)).catch(() => undefined)
        return attempt.outer
      }
      const current: { inner?: Promise<ConnectedAccount>; outer: Promise<ConnectedAccount> } = {
        outer: ready().then((calls) => (current.inner = calls.connect(params))),
      }
      current.outer.catch(() => {
        if (attempt === current && !current.inner) attempt = undefined
      })
      attempt = current
      return current.outer
    },
    cancelConnect() {
      if (loaded) loaded.cancelConnect?.()
      else loading?.then((calls) => calls.cancelConnect?.(), () => undefined)
    },
    disconnect: () => later((calls) => calls.disconnect()),
    reconnect: () => later((calls) => calls.reconnect()),
    switchNetwork: (network) => later((calls) => calls.switchNetwork(network)),
    signMessage: (params) => later((calls) => calls.signMessage(params)),
    rpc: (request) => later((calls) => calls.rpc(request)),
  }
}
