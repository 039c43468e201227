import { afterAll, beforeAll, expect } from 'vitest'
import { request, startServer, type RunningServer } from '../harness.ts'
import { UNREAD_BITCOIN_CHAIN, UNREAD_CHAIN } from '../unreadChain.ts'

export interface BlockOpenApi<Operation> {
  /** The block's server, started in beforeAll, closed after the block. */
  readonly server: RunningServer
  /** Its /openapi.json's `paths`: each documented path's operations, by lower-case method. */
  readonly paths: Record<string, Record<string, Operation>>
}

/**
 * A server for the block's tests and its OpenAPI document, read in beforeAll. No chain needs to
 * answer (UNREAD_CHAIN, and a Bitcoin network for the bip122 routes): the document is built from the routes' schemas alone.
 */
export function useOpenApiDocument<Operation>(): BlockOpenApi<Operation> {
  let server: RunningServer | undefined
  let paths: Record<string, Record<string, Operation>> | undefined
  beforeAll(async () => {
    server = await startServer({ chains: [UNREAD_CHAIN], bitcoinChains: [UNREAD_BITCOIN_CHAIN] })
    const { status, body } = await request(server.baseUrl, '/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.0.3')
    paths = body.paths
  })
  afterAll(() => server?.close())
  return {
    get server() {
      if (!server) throw new Error('The server starts in beforeAll')
      return server
    },
    get paths() {
      if (!paths) throw new Error('The document is read in beforeAll')
      return paths
    },
  }
}
