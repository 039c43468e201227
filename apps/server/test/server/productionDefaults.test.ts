import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverConfigFromEnv } from '../../src/index.ts'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { send } from '../db/serverOnDatabase.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { startServer, type RunningServer } from '../harness.ts'

const START_TIMEOUT_MS = 240_000
const METRICS_TOKEN = 'a'.repeat(20) + 'metrics-token-for-tests'
/** What a production server is given: no dev mode, no test conveniences (harness.ts sets them otherwise). */
const PRODUCTION = { devMode: false, devProject: undefined, metrics: {} }
const loginMethods = (projectId: string) => `/v1/login-methods?projectId=${projectId}`

describe('the dev project foyer-dev', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'foyer-devproject-')), 'data')
  const database = { kind: 'pglite' as const, dataDir }

  it('is not created on a production server (FOYER_DEV unset), and its id is unknown there', { timeout: START_TIMEOUT_MS }, async () => {
    const server = await startServer({ chains: [UNREAD_CHAIN], database, ...PRODUCTION })
    try {
      expect(await createProjectRepository(server.app.database.db).find('foyer-dev')).toBeUndefined()
      expect(await send(server.baseUrl, loginMethods('foyer-dev'))).toMatchObject({ status: 401, body: { code: 'INVALID_PROJECT_ID' } })
    } finally {
      await server.close()
    }
  })

  it('exists in dev mode; left in the database from that dev run, a production server refuses it on every route', { timeout: 2 * START_TIMEOUT_MS }, async () => {
    const dev = await startServer({ chains: [UNREAD_CHAIN], database, devMode: true })
    try {
      expect((await send(dev.baseUrl, loginMethods('foyer-dev'))).status).toBe(200)
    } finally {
      await dev.close()
    }
    const production = await startServer({ chains: [UNREAD_CHAIN], database, ...PRODUCTION })
    try {
      expect(await createProjectRepository(production.app.database.db).find('foyer-dev')).toBeDefined()
      for (const path of [loginMethods('foyer-dev'), '/getWallets?entries=1&projectId=foyer-dev', '/v1/supported-chains?projectId=foyer-dev']) {
        expect(await send(production.baseUrl, path), path).toMatchObject({ status: 401, body: { code: 'INVALID_PROJECT_ID' } })
      }
      const proxy = await send(production.baseUrl, '/v1/?chainId=eip155:31337&projectId=foyer-dev', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      })
      expect(proxy.status).toBe(401)
      expect((await fetch(`${production.baseUrl}/auth-frame/?projectId=foyer-dev`)).status).toBe(401)
    } finally {
      await production.close()
    }
  })
})

describe('/metrics', () => {
  let closed: RunningServer
  let tokened: RunningServer
  let dev: RunningServer
  beforeAll(async () => {
    ;[closed, tokened, dev] = await Promise.all([
      startServer({ chains: [UNREAD_CHAIN], ...PRODUCTION }),
      startServer({ chains: [UNREAD_CHAIN], ...PRODUCTION, metrics: { token: METRICS_TOKEN } }),
      startServer({ chains: [UNREAD_CHAIN], ...PRODUCTION, devMode: true }),
    ])
  }, START_TIMEOUT_MS)
  afterAll(async () => {
    await Promise.all([closed?.close(), tokened?.close(), dev?.close()])
  })

  it('without FOYER_METRICS_TOKEN a production server answers 404 saying how to turn it on, and no series', async () => {
    const answer = await send(closed.baseUrl, '/metrics')
    expect(answer.status).toBe(404)
    expect(answer.body.message).toMatch(/FOYER_METRICS_TOKEN/)
    expect(JSON.stringify(answer.body)).not.toContain('http_requests_total')
  })

  it('with a token, only Authorization: Bearer <token> reads it; no header or a wrong token is 401', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`, METRICS_TOKEN]) {
      const answer = await send(tokened.baseUrl, '/metrics', { headers: authorization ? { authorization } : {} })
      expect(answer.status, authorization).toBe(401)
      expect(answer.headers.get('www-authenticate')).toBe('Bearer')
    }
    const scraped = await send(tokened.baseUrl, '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(scraped.status).toBe(200)
    expect(scraped.body).toContain('# TYPE http_requests_total counter')
  })

  it('in dev mode without a token it is open', async () => {
    expect((await send(dev.baseUrl, '/metrics')).status).toBe(200)
  })

  it('FOYER_METRICS_TOKEN is read from the environment; a short one is refused at startup', async () => {
    const chains = () => [UNREAD_CHAIN]
    expect(serverConfigFromEnv({ FOYER_METRICS_TOKEN: METRICS_TOKEN }, { chains }).metrics).toEqual({ token: METRICS_TOKEN })
    const { buildServer } = await import('../../src/index.ts')
    await expect(buildServer({ host: '127.0.0.1', port: 0, logLevel: 'silent', chains: chains(), metrics: { token: 'short' } })).rejects.toThrow(/metrics\.token must be at least 32 characters/)
  })
})
