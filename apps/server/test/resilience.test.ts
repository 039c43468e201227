import { startDevnet, type Devnet } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainConfigFromDevnet } from '../src/index.ts'
import { request, startServer, type RunningServer } from './harness.ts'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// forceUpdate: read the chain now, not the 30 s balance cache.
const BALANCE = `/v1/account/${ACCOUNT}/balance?chainId=eip155:31337&forceUpdate=true&projectId=foyer-dev`

let devnet: Devnet
let server: RunningServer
let ports: [number, number]
beforeAll(async () => {
  devnet = await startDevnet()
  ports = devnet.chains.map((chain) => Number(new URL(chain.rpcUrl).port)) as [number, number]
  server = await startServer({ chains: devnet.chains.map(chainConfigFromDevnet) })
})
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
})

const usdcOf = (body: { balances: { symbol: string; quantity: { numeric: string } }[] }) =>
  body.balances.find((balance) => balance.symbol === 'USDC')?.quantity.numeric

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
})
