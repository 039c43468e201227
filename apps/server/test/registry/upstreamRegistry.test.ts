import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchUpstreamWallets } from '../../src/registry/upstream/fetchUpstreamWallets.ts'
import { registryWallets } from '@foyer/core/wallets'
import { request, startServer, type RunningServer } from '../harness.ts'
import { startRegistryStandIn, tinyPng, upstreamListing, type RegistryStandIn } from './registryStandIn.ts'

const chain = { caipNetworkId: 'eip155:31337' as const, name: 'Devnet', rpcUrl: 'http://127.0.0.1:9', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, testnet: false, tokens: [] }
const LIMITS = { timeoutMs: 500, maxPageBytes: 200_000, maxWallets: 5000 }
const ignore = () => undefined

describe('fetchUpstreamWallets: reading a registry that speaks /getWallets', () => {
  let standIn: RegistryStandIn
  beforeAll(async () => {
    standIn = await startRegistryStandIn()
  })
  afterAll(() => standIn?.close())

  it('reads every page, keeps the base URL’s query, and points each image at the upstream’s image route', async () => {
    const listings = Array.from({ length: 130 }, (_, index) => upstreamListing(`w${index}`))
    standIn.answer('/paged/getWallets', (url) => {
      const page = Number(url.searchParams.get('page'))
      return { type: 'application/json', body: JSON.stringify({ count: 130, data: listings.slice((page - 1) * 100, page * 100) }) }
    })
    const entries = await fetchUpstreamWallets(`${standIn.origin}/paged/?projectId=abc`, LIMITS, ignore)
    expect(entries.map((entry) => entry.id)).toEqual(listings.map((listing) => listing.id))
    const asked = standIn.requests.filter((url) => url.pathname === '/paged/getWallets')
    expect(asked.map((url) => [url.searchParams.get('page'), url.searchParams.get('entries'), url.searchParams.get('projectId')])).toEqual([
      ['1', '100', 'abc'],
      ['2', '100', 'abc'],
    ])
    expect(entries[0]!.image).toEqual({ kind: 'url', url: `${standIn.origin}/paged/getWalletImage/img-w0?projectId=abc` })
  })

  it('leaves out a listing that fails its checks, naming it, and keeps the rest', async () => {
    const warnings: string[] = []
    const listings = [
      upstreamListing('good'),
      upstreamListing('evil', { mobile_link: 'javascript:alert(1)' }),
      upstreamListing('plain-http', { chrome_store: 'http://store.example/x' }),
      { id: 'partial' },
    ]
    standIn.answer('/mixed/getWallets', { type: 'application/json', body: JSON.stringify({ count: 4, data: listings }) })
    const entries = await fetchUpstreamWallets(`${standIn.origin}/mixed`, LIMITS, (message) => warnings.push(message))
    expect(entries.map((entry) => entry.id)).toEqual(['good'])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('3 listing(s) that failed their checks are left out')
    expect(warnings[0]).toContain('page 1 data[1].mobile_link must be an app link')
    expect(warnings[0]).toContain('page 1 data[2].chrome_store must be an https URL')
    expect(warnings[0]).toContain('page 1 data[3].name is required')
  })

  it('fails, naming the page and not the URL, on an error status, a non-JSON or oversized body, another shape, or silence', async () => {
    const cases: [string, Parameters<RegistryStandIn['answer']>[1], string][] = [
      ['/status', { status: 503 }, 'page 1 answered HTTP 503'],
      ['/html', { type: 'text/html', body: '<html>' }, 'page 1 is not JSON'],
      ['/shape', { type: 'application/json', body: '{"wallets":[]}' }, 'page 1 is not a /getWallets answer: count is required; data is required'],
      [
        '/huge',
        { type: 'application/json', body: JSON.stringify({ count: 1, data: [upstreamListing('x', { name: 'x'.repeat(60), pad: 'y'.repeat(300_000) })] }), omitLength: true },
        'page 1 is larger than 200000 bytes',
      ],
      ['/silent', 'hang', 'page 1 did not arrive within 500 ms'],
    ]
    for (const [path, answer, message] of cases) {
      standIn.answer(`${path}/getWallets`, answer)
      const failure = await fetchUpstreamWallets(`${standIn.origin}${path}?key=secret`, LIMITS, ignore).catch((error: Error) => error)
      expect(failure, path).toBeInstanceOf(Error)
      expect((failure as Error).message, path).toBe(message)
      expect((failure as Error).message).not.toContain('secret')
    }
  })
})

describe('a server listing an upstream registry', () => {
  let standIn: RegistryStandIn
  let server: RunningServer
  const upstreamPng = tinyPng([10, 120, 200])
  beforeAll(async () => {
    standIn = await startRegistryStandIn()
    standIn.answer('/getWallets', {
      type: 'application/json',
      body: JSON.stringify({
        count: 3,
        data: [
          upstreamListing('alpha', { chrome_store: 'https://chromewebstore.google.com/detail/alpha/aaaa', app_store: 'https://apps.apple.com/app/alpha/id2' }),
          upstreamListing('beta'),
          upstreamListing('gamma'),
        ],
      }),
    })
    standIn.answer('/getWalletImage/img-alpha', { type: 'image/png', body: upstreamPng })
    standIn.answer('/getWalletImage/img-beta', { type: 'text/html', body: '<html>' })
    standIn.answer('/getWalletImage/img-gamma', 'hang')
    server = await startServer({ chains: [chain], walletRegistry: { upstreamUrl: `${standIn.origin}/`, imageTimeoutMs: 300 } })
  })
  afterAll(async () => {
    await server?.close()
    await standIn?.close()
  })

  it('lists the upstream’s wallets with their download links', async () => {
    const { body } = await request(server.baseUrl, '/getWallets')
    expect(body.count).toBe(3)
    expect(body.data.map((listing: { id: string }) => listing.id)).toEqual(['alpha', 'beta', 'gamma'])
    expect(body.data[0]).toMatchObject({ chrome_store: 'https://chromewebstore.google.com/detail/alpha/aaaa', app_store: 'https://apps.apple.com/app/alpha/id2', play_store: null })
  })

  it('points every listing only at this server’s own image route: no image URL of the upstream’s reaches a visitor', async () => {
    const { body } = await request(server.baseUrl, '/getWallets')
    const text = JSON.stringify(body)
    expect(text).not.toContain(standIn.origin)
    expect(text).not.toContain('img-')
    for (const listing of body.data as { id: string; image_id: string }[]) expect(listing.image_id).toBe(listing.id)
  })

  it('serves the upstream’s image from its own route, fetched once and then kept', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${server.baseUrl}/getWalletImage/alpha`)
      expect(answer.headers.get('content-type')).toBe('image/png')
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(Buffer.from(await answer.arrayBuffer()).equals(upstreamPng)).toBe(true)
    }
    expect(standIn.count('/getWalletImage/img-alpha')).toBe(1)
  })

  it('serves a generated image in place of one of the wrong type or one that does not arrive in time', async () => {
    for (const id of ['beta', 'gamma']) {
      const answer = await request(server.baseUrl, `/getWalletImage/${id}`)
      expect(answer.status, id).toBe(200)
      expect(answer.headers.get('content-type'), id).toMatch(/^image\/svg\+xml/)
      expect(answer.body, id).toContain(`aria-label="Wallet ${id}"`)
    }
  })
})

describe('a server whose upstream registry does not answer', () => {
  it('lists the built-in registry meanwhile', async () => {
    const standIn = await startRegistryStandIn()
    standIn.answer('/getWallets', { status: 500 })
    const server = await startServer({ chains: [chain], walletRegistry: { upstreamUrl: standIn.origin, imageTimeoutMs: 300 } })
    try {
      const { body } = await request(server.baseUrl, '/getWallets?entries=1')
      expect(body.count).toBe(registryWallets.length)
      expect(standIn.count('/getWallets')).toBe(1)
    } finally {
      await server.close()
      await standIn.close()
    }
  })
})
