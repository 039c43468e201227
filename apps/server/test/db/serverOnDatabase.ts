import { afterAll, beforeAll } from 'vitest'
import type { ServerConfig } from '../../src/index.ts'
import { startServer, type RunningServer } from '../harness.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import type { FreshDatabase, TestDatabaseKind } from './testDatabases.ts'

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
