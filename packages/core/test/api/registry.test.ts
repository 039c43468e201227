import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../src/api/http.ts'
import { createRegistryClient } from '../../src/api/registry.ts'
import { startFakeApi, walletListing, type FakeApi } from '../fixtures/apiServer.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

const client = () => createRegistryClient(createHttpClient(api.url, { projectId: 'p1', st: 'foyer', sv: '1.7.3' }))

describe('wallet registry client (spec §7)', () => {
  it('getWallets sends page, entries, include, exclude, search, badge_type and chains with the sdk properties', async () => {
    api.wallets = [walletListing('a', { name: 'Alpha' }), walletListing('b', { name: 'Beta' })]
    const page = await client().getWallets({
      page: 1,
      entries: 40,
      include: ['a', 'b'],
      exclude: ['b'],
      search: 'alp',
      badge_type: 'certified',
      chains: ['eip155:1', 'eip155:10'],
    })
    expect(page).toEqual({ count: 1, data: [api.wallets[0]] })
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      path: '/getWallets',
      query: {
        projectId: 'p1',
        st: 'foyer',
        sv: '1.7.3',
        page: '1',
        entries: '40',
        include: 'a,b',
        exclude: 'b',
        search: 'alp',
        badge_type: 'certified',
        chains: 'eip155:1,eip155:10',
      },
    })
  })

  it('image addresses carry the sdk properties and the encoded id', () => {
    expect(client().walletImageUrl('abc/1')).toBe(`${api.url}/getWalletImage/abc%2F1?projectId=p1&st=foyer&sv=1.7.3`)
    expect(client().assetImageUrl('net')).toBe(`${api.url}/public/getAssetImage/net?projectId=p1&st=foyer&sv=1.7.3`)
  })

  it("a registry failure throws 'HTTP status code: N'", async () => {
    api.failures.wallets = 500
    await expect(client().getWallets({ page: 1, entries: 40 })).rejects.toThrow('HTTP status code: 500')
  })
})
