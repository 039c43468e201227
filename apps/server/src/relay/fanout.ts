import { EventEmitter } from 'node:events'
import type { RelayedMessage } from './relayMessage.ts'

/**
 * How a published message reaches the subscribers of every process serving the relay. Listeners
 * in the publishing process are called at once; other processes hear it through Redis.
 */
export interface Fanout {
  publish(message: RelayedMessage): Promise<void>
  onMessage(listener: (message: RelayedMessage) => void): void
  close(): Promise<void>
}

/** The fan-out of a relay served by one process. */
export function createMemoryFanout(): Fanout {
  const events = new EventEmitter().setMaxListeners(0)
  return {
    async publish(message) {
      events.emit('message', message)
    },
    onMessage(listener) {
      events.on('message', listener)
    },
    async close() {
      events.removeAllListeners()
    },
  }
}
