/**
 * The connector discovery reports for each wallet: what it is (metadata, provider, events) at once;
 * its calls (eip1193Calls.ts) load on first use, or once the page is idle after a wallet showed up
 * (preloadEip1193Calls), so a page without wallets never fetches them.
 */
import { createConnectorEvents } from '@foyer/core/internal'
import type { Eip1193Calls, Eip1193Provider } from './eip1193Calls.ts'
import type { ConnectorMeta, Eip1193Connector } from './eip1193Connector.ts'

type CallsModule = typeof import('./eip1193Calls.ts')
let loaded: CallsModule | undefined
let loading: Promise<CallsModule> | undefined

/** Starts loading the calls' code (once); a failed load is tried again on the next call. */
export function preloadEip1193Calls(): Promise<CallsModule> {
  loading ??= import('./eip1193Calls.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

export function lazyEip1193Connector(provider: Eip1193Provider, meta: ConnectorMeta): Eip1193Connector {
  const events = createConnectorEvents()
  let calls: Eip1193Calls | undefined
  const ready = (module: CallsModule) => (calls ??= module.eip1193Calls(provider, events.emit))
  // Calls made while the code loads wait for it, in the order they were made.
  function later<R>(run: (loadedCalls: Eip1193Calls) => Promise<R>): Promise<R> {
    if (calls) return run(calls)
    if (loaded) return run(ready(loaded))
    return preloadEip1193Calls().then((module) => run(ready(module)))
  }
  return {
    ...meta,
    chain: 'eip155',
    provider,
    on: events.on,
    connect: (params) => later((loadedCalls) => loadedCalls.connect(params)),
    reconnect: () => later((loadedCalls) => loadedCalls.reconnect()),
    disconnect: () => later((loadedCalls) => loadedCalls.disconnect()),
    switchNetwork: (network) => later((loadedCalls) => loadedCalls.switchNetwork(network)),
    signMessage: (params) => later((loadedCalls) => loadedCalls.signMessage(params)),
    rpc: (request) => later((loadedCalls) => loadedCalls.rpc(request)),
  }
}
