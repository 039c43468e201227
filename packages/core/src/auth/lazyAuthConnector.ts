/**
 * The AUTH connector the first load carries: what it is (id, name, icon, events) at once, and its
 * calls forwarded to the part that loads on first use (authCalls.ts). Calls made while that part
 * loads wait for it and run in the order they were made.
 */
import type { AppEventName, AppEventPayload } from '@foyer/auth-frame/protocol'
import { createConnectorEvents, type ConnectorEventHub } from '../connectorEvents.ts'
import { THROWN } from '../errors.ts'
import { AUTH_CONNECTOR_ID, type AuthCalls, type AuthConnector } from './authConnector.ts'
import { EMBEDDED_WALLET_ICON } from './embeddedWalletIcon.ts'

/** Loads the calls for this connector; `emit` reports the wallet side's events to its listeners. */
export type AuthCallsLoader = (connector: AuthConnector, emit: ConnectorEventHub['emit']) => Promise<AuthCalls>

export function createLazyAuthConnector(loadCalls: AuthCallsLoader): AuthConnector {
  const events = createConnectorEvents()
  let calls: AuthCalls | undefined
  let loading: Promise<AuthCalls> | undefined

  function ready(): Promise<AuthCalls> {
    loading ??= loadCalls(connector, events.emit).then(
      (loaded) => (calls = loaded),
      () => {
        loading = undefined
        throw new Error(THROWN.EMAIL_LOGIN_DEPENDENCY)
      },
    )
    return loading
  }

  function later<R>(run: (loaded: AuthCalls) => Promise<R>): Promise<R> {
    return calls ? run(calls) : ready().then(run)
  }

  const connector: AuthConnector = {
    id: AUTH_CONNECTOR_ID,
    name: 'Embedded Wallet',
    type: 'AUTH',
    chain: 'eip155',
    imageUrl: EMBEDDED_WALLET_ICON,
    on: events.on,

    connect: (params) => later((loaded) => loaded.connect(params)),
    reconnect: () => later((loaded) => loaded.reconnect()),
    disconnect: () => later((loaded) => loaded.disconnect()),
    switchNetwork: (network) => later((loaded) => loaded.switchNetwork(network)),
    signMessage: (params) => later((loaded) => loaded.signMessage(params)),
    rpc: (request) => later((loaded) => loaded.rpc(request)),
    request: <N extends AppEventName>(name: N, payload: AppEventPayload<N>) => later((loaded) => loaded.request(name, payload)),
    load: () => later((loaded) => loaded.load()),
    rpcRequest: (method, params) => later((loaded) => loaded.rpcRequest(method, params)),
    // Before its calls load, there is no frame to show or place.
    frameElement: () => calls?.frameElement(),
    placeFrame: (placement) => calls?.placeFrame(placement),
    unload() {
      if (calls) calls.unload()
      else loading?.then((loaded) => loaded.unload(), () => undefined)
    },
  }
  return connector
}
