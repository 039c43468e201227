import { createConnectorEvents, type WalletConnector } from '@foyer/core/internal'
import { eip1193Calls, type Eip1193Provider } from './eip1193Calls.ts'

export type { Eip1193Provider } from './eip1193Calls.ts'

/** What describes the wallet behind the provider. */
export type ConnectorMeta = Pick<WalletConnector, 'id' | 'name' | 'type'> &
  Partial<Pick<WalletConnector, 'imageUrl' | 'imageId' | 'explorerId' | 'info'>>

/** A connector over an EIP-1193 provider; `provider` stays reachable for requests beyond the contract. */
export interface Eip1193Connector extends WalletConnector<'eip155'> {
  provider: Eip1193Provider
}

/**
 * Wraps any EIP-1193 provider (injected, announced, or a test double) in Foyer's connector
 * contract, its calls (eip1193Calls.ts) built at once. Discovery uses lazyEip1193Connector.ts,
 * which loads them on first use.
 */
export function eip1193Connector(provider: Eip1193Provider, meta: ConnectorMeta): Eip1193Connector {
  const events = createConnectorEvents()
  return { ...meta, chain: 'eip155', provider, on: events.on, ...eip1193Calls(provider, events.emit) }
}
