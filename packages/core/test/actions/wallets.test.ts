import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakeApi, walletListing, type FakeApi } from '../fixtures/apiServer.ts'
import { createTestFoyer } from '../fixtures/foyer.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  api.reset()
  api.wallets = Array.from({ length: 50 }, (_, index) => walletListing(`w${index}`, { name: `Wallet ${index}` }))
})

const ids = (listings: { id: string }[]) => listings.map((listing) => listing.id)

describe('Connect view wallets', () => {
  it('the recommended list holds 4 registry picks', async () => {
    const { client } = createTestFoyer(api)
    const { recommended, featured } = await client.loadConnectWallets()
    expect(ids(recommended)).toEqual(['w0', 'w1', 'w2', 'w3'])
    expect(featured).toEqual([])
  })

  it("featured wallets come in the host's featuredWalletIds order and are not recommended again", async () => {
    const { client } = createTestFoyer(api, { featuredWalletIds: ['w7', 'w2'] })
    const { featured, recommended } = await client.loadConnectWallets()
    expect(ids(featured)).toEqual(['w7', 'w2'])
    expect(ids(recommended)).toEqual(['w0', 'w1', 'w3', 'w4'])
  })

  it('excluded wallets are neither featured nor recommended', async () => {
    const { client } = createTestFoyer(api, { featuredWalletIds: ['w5'], excludeWalletIds: ['w5', 'w0'] })
    const { featured, recommended } = await client.loadConnectWallets()
    expect(featured).toEqual([])
    expect(ids(recommended)).toEqual(['w1', 'w2', 'w3', 'w4'])
  })

  it('an installed wallet (same rdns) is not recommended again', async () => {
    api.wallets[1] = walletListing('w1', { rdns: 'io.metamask' })
    const installed = createTestWallet({ id: 'io.metamask', type: 'ANNOUNCED', rdns: 'io.metamask' })
    const { client } = createTestFoyer(api, { wallets: [installed] })
    client.start()
    const { recommended } = await client.loadConnectWallets()
    expect(ids(recommended)).toEqual(['w0', 'w2', 'w3', 'w4'])
  })
})

describe('AllWallets pages and search', () => {
  it('a page holds 40 wallets', async () => {
    const { client } = createTestFoyer(api)
    const first = await client.loadWalletsPage(1)
    const second = await client.loadWalletsPage(2)
    expect(first.count).toBe(50)
    expect(first.data).toHaveLength(40)
    expect(ids(second.data)).toEqual(['w40', 'w41', 'w42', 'w43', 'w44', 'w45', 'w46', 'w47', 'w48', 'w49'])
  })

  it('the first page is asked once for the prefetch and the view; an aborted view leaves the shared answer to the next', async () => {
    const { client } = createTestFoyer(api)
    const prefetched = await client.prefetchAllWallets()
    // Core has no browser: no image loads here (the e2e watches Chromium load them).
    expect(prefetched).toBe(0)
    const aborted = new AbortController()
    const abandoned = client.loadWalletsPage(1, aborted.signal)
    aborted.abort()
    await expect(abandoned).rejects.toThrow()
    expect(ids((await client.loadWalletsPage(1)).data).slice(0, 2)).toEqual(['w0', 'w1'])
    expect(api.requests.filter((request) => request.path === '/getWallets' && request.query.page === '1')).toHaveLength(1)
  })

  it("every registry ask names the host's networks as chains (spec §7): Connect's picks, pages and search", async () => {
    const { client, ctx } = createTestFoyer(api)
    await client.loadConnectWallets()
    await client.loadWalletsPage(1)
    await client.loadWalletsPage(2)
    await client.searchWallets('wallet')
    const asked = api.requests.filter((request) => request.path === '/getWallets')
    expect(asked).toHaveLength(4)
    const hostNetworks = ctx.chains.get().networks.map((network) => network.caipNetworkId)
    expect(hostNetworks).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    for (const request of asked) expect(request.query.chains?.split(',')).toEqual(hostNetworks)
  })

  it('a failed first page is not kept: the next ask asks again', async () => {
    const { client } = createTestFoyer(api)
    api.failures.wallets = 503
    await expect(client.loadWalletsPage(1)).rejects.toThrow()
    api.failures.wallets = undefined
    expect((await client.loadWalletsPage(1)).data).toHaveLength(40)
  })

  it("pages honour the host's include and exclude ids", async () => {
    const { client } = createTestFoyer(api, { includeWalletIds: ['w1', 'w2', 'w3'], excludeWalletIds: ['w2'] })
    expect(ids((await client.loadWalletsPage(1)).data)).toEqual(['w1', 'w3'])
  })

  it('search asks for up to 100 entries', async () => {
    const { client } = createTestFoyer(api)
    const result = await client.searchWallets('wallet 4')
    expect(api.requests.at(-1)?.query).toMatchObject({ entries: '100', search: 'wallet 4' })
    expect(ids(result.data)).toEqual(['w4', 'w40', 'w41', 'w42', 'w43', 'w44', 'w45', 'w46', 'w47', 'w48', 'w49'])
  })

  it('search answers no sooner than 300 ms, even when the registry has answered at once', async () => {
    const { client, ctx } = createTestFoyer(api)
    const getWallets = ctx.registry.getWallets
    let registryAnswered!: () => void
    const answered = new Promise<void>((resolve) => (registryAnswered = resolve))
    ctx.registry.getWallets = (...args) => getWallets(...args).finally(registryAnswered)
    // Only the clock is fake: the fake API still answers over real sockets, at whatever speed the machine has.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let settled = false
      const search = client.searchWallets('wallet 4').finally(() => (settled = true))
      await answered
      await vi.advanceTimersByTimeAsync(299)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(settled).toBe(true)
      expect(ids((await search).data)).toContain('w4')
    } finally {
      vi.useRealTimers()
    }
  })
})
