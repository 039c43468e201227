import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, type Devnet } from '@foyer/devnet'
import { inArray } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { analyticsEvents } from '../../src/analytics/analyticsEventsTable.ts'
import { chainConfigFromDevnet, type ServerConfig } from '../../src/index.ts'
import { describeOnPostgres, type FreshDatabase } from '../db/testDatabases.ts'
import { FIXTURE_START_MS } from '../../../../scripts/testing/fixtureTime.ts'
import { request, startServer, type RunningServer } from '../harness.ts'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// forceUpdate: read the chain now, not the 30 s balance cache.
const BALANCE = `/v1/account/${ACCOUNT}/balance?chainId=eip155:31337&forceUpdate=true&projectId=foyer-dev`

let devnet: Devnet
let server: RunningServer
let ports: [number, number]
beforeAll(async () => {
  devnet = await startDevnet()
  ports = devnet.chains.map((chain) => Number(new URL(chain.rpcUrl).port)) as [number, number]
  // Each step's forced read must reach the chain, not the balance route's once-per-5-s allowance for an account.
  server = await startServer({ chains: devnet.chains.map(chainConfigFromDevnet), balances: { forceUpdateSeconds: 0 } })
})
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
})

const usdcOf = (body: { balances: { symbol: string; quantity: { numeric: string } }[] }) => body.balances.find((balance) => balance.symbol === 'USDC')?.quantity.numeric

describe('the devnet (the chains’ RPC nodes) goes away and comes back', () => {
  it('serves balances and is ready while the devnet runs', async () => {
    const balance = await request(server.baseUrl, BALANCE)
    expect(balance.status).toBe(200)
    expect(usdcOf(balance.body)).toBe('1250.5')
    expect((await request(server.baseUrl, '/readyz')).status).toBe(200)
  })

  it('with the devnet stopped, balance and readiness answer a prompt 503 naming the chain', async () => {
    await devnet.stop()
    const started = performance.now()
    const balance = await request(server.baseUrl, BALANCE)
    expect(balance).toMatchObject({
      status: 503,
      body: { error: 'Service Unavailable', message: expect.stringContaining('eip155:31337') },
    })
    const readiness = await request(server.baseUrl, '/readyz')
    expect(readiness.status).toBe(503)
    expect(readiness.body.message).toMatch(/^Not ready: eip155:31337 \(Foyer Devnet\) RPC node refused the connection; eip155:31338 .* refused the connection$/)
    expect(performance.now() - started).toBeLessThan(3_000)
  })

  it('with the devnet stopped, every route that needs no chain keeps serving', async () => {
    const paths = ['/healthz', '/getWallets?search=rain', '/v1/supported-chains', '/getWalletImage/metamask', '/metrics', '/openapi.json']
    for (const path of paths.map((path) => `${path}${path.includes('?') ? '&' : '?'}projectId=foyer-dev`)) {
      expect((await request(server.baseUrl, path)).status, path).toBe(200)
    }
  })

  it('once the devnet is back on the same ports, the same requests work again, with the same balances', async () => {
    devnet = await startDevnet({ ports })
    const balance = await request(server.baseUrl, BALANCE)
    expect(balance.status, JSON.stringify(balance.body)).toBe(200)
    expect(usdcOf(balance.body)).toBe('1250.5')
    expect((await request(server.baseUrl, '/readyz')).body).toMatchObject({ ready: true })
  })

  it('with a token contract gone from the chain (a replaced devnet), balances answer 503 naming the token and readiness says not ready', async () => {
    const chain = devnet.chains[0]!
    const usdc = chain.tokens.find((token) => token.symbol === 'USDC')!
    const rpc = (method: string, params: unknown[]) =>
      fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) }).then(
        (response) => response.json() as Promise<{ result: string }>,
      )
    const code = (await rpc('eth_getCode', [usdc.address, 'latest'])).result
    await rpc('anvil_setCode', [usdc.address, '0x'])
    try {
      const balance = await request(server.baseUrl, BALANCE)
      expect(balance.status).toBe(503)
      expect(balance.body.message).toMatch(new RegExp(`^Balances on eip155:31337 \\(Foyer Devnet\\) cannot be read right now: the USDC token contract ${usdc.address} answers no data`))
      const readiness = await request(server.baseUrl, '/readyz')
      expect(readiness.status).toBe(503)
      expect(readiness.body.message).toContain(`eip155:31337 (Foyer Devnet) RPC node has no contract for USDC (${usdc.address})`)
    } finally {
      await rpc('anvil_setCode', [usdc.address, code])
    }
    expect((await request(server.baseUrl, BALANCE)).status).toBe(200)
    expect((await request(server.baseUrl, '/readyz')).status).toBe(200)
  })
})

/** A server on the devnet's chains and the given database. */
const startServerWith = (database: ServerConfig['database']) => startServer({ chains: devnet.chains.map(chainConfigFromDevnet), database })

/** An analytics event for the dev project, as the modal posts it to /e (no Origin: sent server to server). */
async function postEvent(baseUrl: string, eventId: string) {
  const event = { eventId, url: 'http://127.0.0.1:5173/', domain: '127.0.0.1', timestamp: Date.now(), props: { type: 'track', event: 'MODAL_OPEN' } }
  return request(baseUrl, '/e?projectId=foyer-dev', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) })
}

describeOnPostgres('the database goes away and comes back', (kind) => {
  let fresh: FreshDatabase
  let onDatabase: RunningServer
  let name: string
  const written = [randomUUID(), randomUUID()] as const

  /** Runs a statement as the PostgreSQL server's administrator, outside the database under test. */
  async function asAdministrator(statement: string): Promise<void> {
    const suite = inject('postgresSuite')
    if (!suite.runs) throw new Error(suite.reason)
    const client = new pg.Client({ connectionString: suite.url, connectionTimeoutMillis: 5_000 })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    fresh = await kind.fresh()
    if (fresh.config.kind !== 'postgres') throw new Error('describeOnPostgres gives a postgres:// database')
    name = new URL(fresh.config.url).pathname.slice(1)
    onDatabase = await startServerWith(fresh.config)
  })
  afterAll(async () => {
    await asAdministrator(`alter database ${name} with allow_connections true`).catch(() => {})
    await onDatabase?.close()
    await fresh?.drop()
  })

  it('stores what it is sent and is ready while the database answers', async () => {
    expect((await postEvent(onDatabase.baseUrl, written[0])).status).toBe(202)
    expect((await request(onDatabase.baseUrl, '/readyz')).status).toBe(200)
  })

  it('with its connections ended and new ones refused, /readyz and a write answer 503 naming the database', async () => {
    await asAdministrator(`alter database ${name} with allow_connections false`)
    await asAdministrator(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`)

    const readiness = await request(onDatabase.baseUrl, '/readyz')
    expect(readiness.status).toBe(503)
    expect(readiness.body.message).toMatch(/^Not ready: database \(postgres\) .+/)
    expect(readiness.body.message).not.toMatch(/RPC node/)
    expect(await postEvent(onDatabase.baseUrl, written[1])).toMatchObject({
      status: 503,
      body: { error: 'Service Unavailable', message: expect.stringMatching(/database does not answer/) },
    })
  })

  it('with the database away, the auth API and the history answer 503 saying so, not 500', async () => {
    // The device approval page reads the database first thing.
    const login = await request(onDatabase.baseUrl, `/auth/v1/device/approve?token=${randomBytes(32).toString('base64url')}`)
    expect(login).toMatchObject({ status: 503, body: { error: 'Service Unavailable', message: 'The database does not answer right now; try again shortly.' } })
    expect(login.headers.get('retry-after')).toBe('5')
    const history = await request(onDatabase.baseUrl, `/v1/account/${ACCOUNT}/history`)
    expect(history).toMatchObject({ status: 503, body: { message: 'The database does not answer right now; try again shortly.' } })
  })

  it('with the database away, routes that need no database keep serving (the project lookup is cached)', async () => {
    for (const path of ['/healthz', '/getWallets?search=rain', '/v1/supported-chains', BALANCE]) {
      expect((await request(onDatabase.baseUrl, path)).status, path).toBe(200)
    }
  })

  it('once the database takes connections again, the same requests work, and nothing written before is lost', async () => {
    await asAdministrator(`alter database ${name} with allow_connections true`)
    expect((await request(onDatabase.baseUrl, '/readyz')).status).toBe(200)
    expect((await postEvent(onDatabase.baseUrl, written[1])).status).toBe(202)
    const stored = await onDatabase.app.database.db
      .select({ eventId: analyticsEvents.eventId })
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.eventId, [...written]))
    expect(stored.map((row) => row.eventId).sort()).toEqual([...written].sort())
  })
})

describe('PGlite: the server stops and starts again on its data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-resilience-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('finds everything it wrote before it stopped', { timeout: 2 * FIXTURE_START_MS }, async () => {
    const eventId = randomUUID()
    const first = await startServerWith({ kind: 'pglite', dataDir })
    try {
      expect((await postEvent(first.baseUrl, eventId)).status).toBe(202)
    } finally {
      await first.close()
    }
    const second = await startServerWith({ kind: 'pglite', dataDir })
    try {
      expect((await request(second.baseUrl, '/readyz')).status).toBe(200)
      const stored = await second.app.database.db
        .select({ eventId: analyticsEvents.eventId })
        .from(analyticsEvents)
        .where(inArray(analyticsEvents.eventId, [eventId]))
      expect(stored).toEqual([{ eventId }])
    } finally {
      await second.close()
    }
  })
})
