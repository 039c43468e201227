import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createBlockchainClient } from '../../src/api/blockchain.ts'
import { createHttpClient } from '../../src/api/http.ts'
import { startFakeApi, tokenBalance, type FakeApi } from '../fixtures/apiServer.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

const client = () => createBlockchainClient(createHttpClient(api.url, { projectId: 'p1' }))

describe('blockchain API client (spec §7)', () => {
  it('supported chains come from GET /v1/supported-chains', async () => {
    api.supportedChains = ['eip155:1', 'eip155:10']
    expect(await client().getSupportedChains()).toEqual({ http: ['eip155:1', 'eip155:10'], ws: [], networks: [] })
    expect(api.requests).toMatchObject([{ method: 'GET', path: '/v1/supported-chains', query: { projectId: 'p1' } }])
  })

  it('balances come from GET /v1/account/:address/balance with currency, chainId and forceUpdate', async () => {
    const balance = tokenBalance()
    api.balances.set('0xabc', [balance])
    expect(await client().getBalances({ address: '0xabc', chainId: 'eip155:1', forceUpdate: true })).toEqual([balance])
    expect(api.requests).toMatchObject([{ path: '/v1/account/0xabc/balance', query: { projectId: 'p1', currency: 'usd', chainId: 'eip155:1', forceUpdate: 'true' } }])
  })

  it('the address is encoded into the path', async () => {
    await client().getBalances({ address: 'a/b c', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', currency: 'eur' })
    expect(api.requests[0]).toMatchObject({ path: '/v1/account/a%2Fb%20c/balance', query: { currency: 'eur' } })
  })

  it("a failing balance answer throws 'HTTP status code: N'", async () => {
    api.failures.balance = 502
    await expect(client().getBalances({ address: '0xabc', chainId: 'eip155:1' })).rejects.toThrow('HTTP status code: 502')
  })
})
