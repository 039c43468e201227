import type { ConnectorEvents } from './connector.ts'

/** The listener sets behind a connector's `on`, and the `emit` its wallet side calls. */
export interface ConnectorEventHub {
  /** Subscribes; the answer unsubscribes. */
  on<E extends keyof ConnectorEvents>(event: E, listener: ConnectorEvents[E]): () => void
  /** Calls every listener of the event, in subscription order; a listener added meanwhile waits for the next one. */
  emit<E extends keyof ConnectorEvents>(event: E, ...args: Parameters<ConnectorEvents[E]>): void
  /** How many listeners are subscribed, over all events. */
  listenerCount(): number
}

export function createConnectorEvents(): ConnectorEventHub {
  const listeners: { [E in keyof ConnectorEvents]: Set<ConnectorEvents[E]> } = {
    accountsChanged: new Set(),
    chainChanged: new Set(),
    disconnect: new Set(),
  }
  return {
    on(event, listener) {
      const set: Set<typeof listener> = listeners[event]
      set.add(listener)
      return () => void set.delete(listener)
    },
    emit(event, ...args) {
      const set: Set<ConnectorEvents[typeof event]> = listeners[event]
      for (const listener of [...set]) (listener as (...values: typeof args) => void)(...args)
    },
    listenerCount: () => listeners.accountsChanged.size + listeners.chainChanged.size + listeners.disconnect.size,
  }
}
