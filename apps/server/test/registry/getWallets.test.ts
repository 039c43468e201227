import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { walletListingSchema, type WalletListing } from '../../src/registry/walletListing.ts'
import { registryWallets } from '@foyer/core/wallets'
import { request, startServerOnDevnet, type RunningServer } from '../harness.ts'

const walletPageSchema = z.strictObject({ count: z.number().int(), data: z.array(z.strictObject(walletListingSchema.shape)) })
const total = registryWallets.length

let server: RunningServer
beforeAll(async () => {
  server = await startServerOnDevnet()
})
afterAll(() => server?.close())

async function getWallets(query: string) {
  const response = await request(server.baseUrl, `/getWallets${query}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return walletPageSchema.parse(response.body)
}
const ids = (listings: WalletListing[]) => listings.map((listing) => listing.id)

describe('GET /getWallets', () => {
  it('holds about 80 real wallets with unique lowercase slug ids', () => {
    expect(total).toBeGreaterThanOrEqual(75)
    const allIds = registryWallets.map((wallet) => wallet.id)
    expect(new Set(allIds).size).toBe(total)
    for (const id of allIds) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    const rdns = registryWallets.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    for (const wallet of registryWallets) expect(wallet.homepage).toMatch(/^https:\/\//)
  })

  it('every built-in download link is an https page of the store it is named for', () => {
    const stores = { chrome_store: 'chromewebstore.google.com', firefox_store: 'addons.mozilla.org', app_store: 'apps.apple.com', play_store: 'play.google.com' } as const
    for (const wallet of registryWallets) {
      for (const [field, host] of Object.entries(stores)) {
        const link = wallet[field as keyof typeof stores]
        if (link) expect(new URL(link), `${wallet.id}.${field}`).toMatchObject({ protocol: 'https:', hostname: host })
      }
      if (wallet.desktop_download) expect(wallet.desktop_download).toMatch(/^https:\/\//)
    }
  })

  it('pages 40 entries by default in recommendation order, with count over all pages', async () => {
    const first = await getWallets('')
    expect(first.count).toBe(total)
    expect(first.data).toHaveLength(40)
    expect(ids(first.data).slice(0, 4)).toEqual(['metamask', 'trust', 'coinbase', 'rainbow'])

    const second = await getWallets('?page=2')
    const last = await getWallets(`?page=${Math.ceil(total / 40)}`)
    expect(second.data).toHaveLength(40)
    expect(last.data).toHaveLength(total % 40 || 40)
    const everyPage = [...first.data, ...second.data, ...last.data]
    expect(ids(everyPage)).toEqual(registryWallets.map((wallet) => wallet.id))
  })

  it('answers listings with exactly the WalletListing fields and image_id set', async () => {
    const { data } = await getWallets('?include=metamask,safe')
    expect(data).toEqual([
      {
        id: 'metamask',
        name: 'MetaMask',
        image_id: 'metamask',
        rdns: 'io.metamask',
        chains: expect.arrayContaining(['eip155:1', 'eip155:8453']),
        homepage: 'https://metamask.io/',
        mobile_link: 'https://metamask.app.link',
        desktop_link: null,
        webapp_link: null,
        chrome_store: expect.stringMatching(/^https:\/\/chromewebstore\.google\.com\//),
        firefox_store: expect.stringMatching(/^https:\/\/addons\.mozilla\.org\//),
        app_store: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
        play_store: expect.stringMatching(/^https:\/\/play\.google\.com\//),
        desktop_download: null,
      },
      expect.objectContaining({ id: 'safe', rdns: null, webapp_link: 'https://app.safe.global/', chrome_store: null }),
    ])
  })

  it('entries sets the page size; a page past the end is empty but keeps the count', async () => {
    expect((await getWallets('?entries=4')).data).toHaveLength(4)
    expect(await getWallets('?page=99&entries=100')).toEqual({ count: total, data: [] })
  })

  it('search matches part of the name, case-insensitively, and counts only matches', async () => {
    const page = await getWallets('?search=WALLET&entries=100')
    expect(page.count).toBe(page.data.length)
    expect(page.count).toBeGreaterThan(10)
    for (const listing of page.data) expect(listing.name.toLowerCase()).toContain('wallet')
    expect(ids((await getWallets('?search=metam')).data)).toEqual(['metamask'])
    expect(await getWallets('?search=no-such-wallet')).toEqual({ count: 0, data: [] })
  })

  it('include keeps only the listed ids (in registry order); exclude removes ids', async () => {
    expect(ids((await getWallets('?include=zerion,metamask,unknown-id')).data)).toEqual(['metamask', 'zerion'])
    const excluded = await getWallets('?exclude=metamask,trust&entries=3')
    expect(excluded.count).toBe(total - 2)
    expect(ids(excluded.data)).toEqual(['coinbase', 'rainbow', 'rabby'])
    expect((await getWallets('?include=metamask,trust&exclude=trust')).data.map((w) => w.id)).toEqual(['metamask'])
  })

  it('chains keeps wallets supporting any listed chain', async () => {
    const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
    const page = await getWallets(`?chains=${polkadot}&entries=100`)
    expect(page.count).toBeGreaterThan(3)
    for (const listing of page.data) expect(listing.chains).toContain(polkadot)

    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    const either = await getWallets(`?chains=${polkadot},${bitcoin}&entries=100`)
    const expected = registryWallets.filter((w) => w.chains.includes(polkadot) || w.chains.includes(bitcoin))
    expect(ids(either.data)).toEqual(expected.map((wallet) => wallet.id))
    expect(either.count).toBeGreaterThan(page.count)
  })

  it('wallets that add custom EVM networks match any eip155 chain, the devnet’s included', async () => {
    const devnet = await getWallets('?chains=eip155:31337&entries=100')
    expect(devnet.count).toBeGreaterThan(10)
    expect(ids(devnet.data)).toEqual(expect.arrayContaining(['metamask', 'rabby', 'frame']))
    expect(ids(devnet.data)).not.toContain('phantom')
    const expected = registryWallets.filter((wallet) => wallet.customEvmNetworks).map((wallet) => wallet.id)
    expect(ids(devnet.data)).toEqual(expected)
  })

  it('a chain no wallet lists outside eip155 (a test network, a devnet) keeps the wallets of its namespace; a listed chain stays exact', async () => {
    const solanaDevnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const devnet = await getWallets(`?chains=${solanaDevnet}&entries=100`)
    const solanaWallets = registryWallets.filter((wallet) => wallet.chains.some((chain) => chain.startsWith('solana:')))
    expect(ids(devnet.data)).toEqual(solanaWallets.map((wallet) => wallet.id))
    expect(ids(devnet.data)).toContain('phantom')
    expect(ids(devnet.data)).not.toContain('safe')

    const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const mainnet = await getWallets(`?chains=${solanaMainnet}&entries=100`)
    expect(ids(mainnet.data)).toEqual(registryWallets.filter((wallet) => wallet.chains.includes(solanaMainnet)).map((wallet) => wallet.id))
    const regtest = await getWallets('?chains=bip122:0f9188f13cb7b2b71f2a335e3a4fc328&entries=100')
    expect(ids(regtest.data)).toEqual(registryWallets.filter((wallet) => wallet.chains.some((chain) => chain.startsWith('bip122:'))).map((wallet) => wallet.id))
    expect(ids(regtest.data)).not.toContain('metamask')
  })

  it("badge_type=certified keeps only the reviewed set; 'none' filters nothing", async () => {
    const certified = await getWallets('?badge_type=certified&entries=100')
    expect(certified.count).toBe(registryWallets.filter((wallet) => wallet.certified).length)
    expect(certified.count).toBeLessThan(total)
    expect((await getWallets('?badge_type=none')).count).toBe(total)
  })

  it('ignores query keys it does not know (the SDK sends projectId, st, sv)', async () => {
    expect((await getWallets('?projectId=foyer-dev&st=appkit&sv=1.7.3&entries=1')).data).toHaveLength(1)
  })

  it.each([
    ['?page=0', 'querystring.page must be at least 1'],
    ['?page=abc', 'querystring.page must be a whole number'],
    ['?page=1.5', 'querystring.page must be a whole number'],
    ['?page=1&page=2', 'querystring.page must be given once'],
    ['?entries=101', 'querystring.entries must be at most 100'],
    ['?entries=0', 'querystring.entries must be at least 1'],
    [`?search=${'x'.repeat(101)}`, 'querystring.search must be at most 100 characters long'],
    ['?chains=eip155:1,ethereum', 'querystring.chains[1] must be a CAIP-2 network id like eip155:1'],
    ['?badge_type=gold', "querystring.badge_type must be one of 'none', 'certified'"],
    ['?page=0&entries=500', 'querystring.page must be at least 1; querystring.entries must be at most 100'],
  ])('rejects %s with 400: "%s"', async (query, message) => {
    const response = await request(server.baseUrl, `/getWallets${query}`)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ error: 'Bad Request', message })
  })
})
