/**
 * What every relay client test file shares: a fresh test relay per test, clients that record their
 * messages and warnings and are closed after the test, and small waiting helpers.
 */
import { afterEach, beforeEach } from 'vitest'
import { WebSocket } from 'ws'
import { createRelayClient, type RelayClient, type RelayClientOptions } from '../../src/relay/index.ts'
import type { RelayMessage } from '../../src/types.ts'
import { startTestRelay, type TestRelay } from './testRelay.ts'

export const PUBLISH = { ttl: 300, tag: 1108 }

/** A relay client that keeps what it received and what it warned about. */
export type RecordingRelayClient = RelayClient & { messages: RelayMessage[]; warnings: unknown[][] }

export interface RelayClientHarness {
  /** The running test's relay. */
  readonly relay: TestRelay
  /** Closes the running test's relay and starts another in its place. */
  restartRelay(options: Parameters<typeof startTestRelay>[0]): Promise<void>
  /** A client of the running test's relay (projectId foyer-test, Node ws), closed after the test. */
  client(options?: Partial<RelayClientOptions>): Promise<RecordingRelayClient>
  /** Closes a client made without {@link client} after the test. */
  closeAfterTest(client: RelayClient): void
  /** The relay's connections of one client, oldest first. */
  connectionsOf(client: RelayClient): TestRelay['connections']
}

/** Registers the per-test relay and clean-up in the calling test file. */
export function useRelayClientHarness(): RelayClientHarness {
  let relay: TestRelay | undefined
  const clients: RelayClient[] = []

  beforeEach(async () => {
    relay = await startTestRelay()
  })

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()))
    await relay?.close()
  })

  const current = (): TestRelay => {
    if (relay === undefined) throw new Error('The test relay runs only inside a test')
    return relay
  }

  return {
    get relay() {
      return current()
    },
    async restartRelay(options) {
      await current().close()
      relay = await startTestRelay(options)
    },
    async client(options = {}) {
      const warnings: unknown[][] = []
      const created = await createRelayClient({
        relayUrl: current().url,
        projectId: 'foyer-test',
        WebSocket,
        logger: { warn: (...args) => warnings.push(args) },
        ...options,
      })
      const messages: RelayMessage[] = []
      created.on('message', (message) => messages.push(message))
      clients.push(created)
      return Object.assign(created, { messages, warnings })
    },
    closeAfterTest(client) {
      clients.push(client)
    },
    connectionsOf(client) {
      return current().connections.filter((connection) => connection.clientId === client.clientId)
    },
  }
}

// Taken at load, before a test fakes the clock: `until` waits for sockets at the machine's own speed.
const realSetTimeout = globalThis.setTimeout
const realNow = performance.now.bind(performance)

/** Waits on the real clock (also while a test runs the client's timers on a fake one). */
export async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = realNow()
  while (!condition()) {
    if (realNow() - started > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms: ${condition.toString()}`)
    await new Promise((resolve) => realSetTimeout(resolve, 10))
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The n-th test topic: n in hex, padded to 64 characters like a real topic. */
export function topic(n: number): string {
  return n.toString(16).padStart(64, '0')
}
