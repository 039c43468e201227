import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '@foyer/devnet'
import { buildServer, chainConfigFromDevnet } from '../../src/index.ts'
import { request, startServerOnDevnet, type RunningServer } from '../harness.ts'

let server: RunningServer & { devnet: Devnet }
beforeAll(async () => {
  server = await startServerOnDevnet()
})
afterAll(() => server?.close())

describe('server basics', () => {
  it('GET /healthz answers { ok: true }', async () => {
    expect(await request(server.baseUrl, '/healthz')).toMatchObject({ status: 200, body: { ok: true } })
  })

  it('GET /v1/supported-chains lists the configured chains of every namespace as CAIP-2 ids, no websocket endpoints, and no smart accounts where no bundler is configured', async () => {
    const body = (await request(server.baseUrl, '/v1/supported-chains')).body as { networks: { caipNetworkId: string }[] }
    expect(body).toMatchObject({
      http: ['eip155:31337', 'eip155:31338', 'solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9'],
      ws: [],
      smartAccounts: [],
    })
    // each also described as a network, in the same order
    expect(body.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338', 'solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9'])
  })

  it('allows any origin (CORS), preflight included', async () => {
    const simple = await request(server.baseUrl, '/healthz', { headers: { origin: 'https://dapp.example' } })
    expect(simple.headers.get('access-control-allow-origin')).toBe('*')
    const preflight = await request(server.baseUrl, '/getWallets', {
      method: 'OPTIONS',
      headers: { origin: 'https://dapp.example', 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('errors are JSON { error, message }, never a 500 for bad input', () => {
  it('an unknown route is 404', async () => {
    expect(await request(server.baseUrl, '/v2/nothing?x=1')).toMatchObject({
      status: 404,
      body: { error: 'Not Found', message: 'There is no route GET /v2/nothing' },
    })
  })

  it('a malformed JSON body is 400', async () => {
    const response = await request(server.baseUrl, '/getWallets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page":',
    })
    expect(response).toMatchObject({ status: 400, body: { error: 'Bad Request', message: expect.stringMatching(/JSON/) } })
  })

  it('a path with broken percent-encoding is 400', async () => {
    const response = await request(server.baseUrl, '/getWalletImage/%E0%A4%A')
    expect(response).toMatchObject({ status: 400, body: { error: 'Bad Request', message: expect.any(String) } })
    expect(Object.keys(response.body).sort()).toEqual(['error', 'message'])
  })

  it('the server keeps serving after a burst of bad requests', async () => {
    const bad = ['/getWallets?page=-1', '/getWallets?entries=x', '/v1/account/0x1/balance', '/getWalletImage/%ZZ', '/nope']
    const statuses = await Promise.all(bad.map(async (path) => (await request(server.baseUrl, path)).status))
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true)
    expect((await request(server.baseUrl, '/getWallets?entries=1')).status).toBe(200)
  })

  it('a genuine fault is 500 with a generic message that leaks nothing', async () => {
    const app = await buildServer({
      host: '127.0.0.1',
      port: 0,
      logLevel: 'silent',
      chains: server.devnet.chains.map(chainConfigFromDevnet),
      // The request names the dev project (harness.request), which exists outside dev mode only when asked for.
      devProject: true,
    })
    // A route that fails the way a bug would; the thing under test is the error handler.
    app.get('/fault', async () => {
      throw new Error('secret internal detail')
    })
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
    try {
      expect(await request(baseUrl, '/fault')).toMatchObject({
        status: 500,
        body: { error: 'Internal Server Error', message: 'The server failed to answer this request; the error is logged.' },
      })
    } finally {
      await app.close()
    }
  })
})
