import { afterAll, beforeAll } from 'vitest'
import type { ServerConfig } from '../../src/index.ts'
import { RelayTestClient, START_TIMEOUT_MS, startRelayServer, type ConnectOptions, type RelayServer } from './relayHarness.ts'

export interface BlockRelay {
  /** The block's server, started in beforeAll. */
  readonly server: RelayServer
  /** The clients `connect` opened, closed after the block (a test may close some itself). */
  readonly clients: RelayTestClient[]
  /** Opens a client on the block's server, closed after the block. */
  connect(options?: ConnectOptions): Promise<RelayTestClient>
}

/**
 * A relay server for the block's tests, started before them; after them its clients are closed,
 * then the server, then `afterClose` runs (a Redis mailbox's clean-up, mailboxKinds.ts).
 */
export function useRelayServer(config: Partial<ServerConfig> = {}, afterClose?: () => Promise<void>): BlockRelay {
  let server: RelayServer | undefined
  const clients: RelayTestClient[] = []
  const running = (): RelayServer => {
    if (!server) throw new Error('The relay server starts in beforeAll')
    return server
  }
  beforeAll(async () => {
    server = await startRelayServer(config)
  }, START_TIMEOUT_MS)
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await server?.close()
    await afterClose?.()
  })
  return {
    get server() {
      return running()
    },
    clients,
    connect: async (options) => {
      const client = await RelayTestClient.connect(running().relayUrl, options)
      clients.push(client)
      return client
    },
  }
}
