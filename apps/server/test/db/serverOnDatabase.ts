import { afterAll, beforeAll } from 'vitest'
import type { ServerConfig } from '../../src/index.ts'
import { startServer, type RunningServer } from '../harness.ts'
import type { FreshDatabase, TestDatabaseKind } from './testDatabases.ts'

/**
 * A chain the projects and analytics tests never read from: the server needs one configured,
 * and these tests need no devnet (nothing listens on port 9, the discard port).
 */
export const UNREAD_CHAIN: ServerConfig['chains'][number] = {
  caipNetworkId: 'eip155:31337',
  name: 'Unread chain',
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  nativePriceUsd: 3000,
  testnet: false,
  tokens: [],
}

/** A server on a fresh database of `kind` for the block's tests; `server.app.database` reads it directly. */
export function useServerOnDatabase(kind: TestDatabaseKind, config: Partial<ServerConfig> = {}): { readonly server: RunningServer } {
  let fresh: FreshDatabase | undefined
  let server: RunningServer | undefined
  beforeAll(async () => {
    fresh = await kind.fresh()
    server = await startServer({ chains: [UNREAD_CHAIN], database: fresh.config, ...config })
  })
  afterAll(async () => {
    await server?.close()
    await fresh?.drop()
  })
  return {
    get server() {
      if (!server) throw new Error('The server starts in beforeAll')
      return server
    },
  }
}

/** A request exactly as given: no projectId added (unlike harness.request), optional headers. */
export async function send(baseUrl: string, path: string, init: RequestInit = {}) {
  const response = await fetch(baseUrl + path, init)
  const text = await response.text()
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text }
}
