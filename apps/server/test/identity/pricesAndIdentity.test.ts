import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request, startServer, type RunningServer } from '../harness.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
/** No chain needs to answer: the prices are the configured ones (priceUsd, nativePriceUsd). */
const chain = { ...UNREAD_CHAIN, tokens: [{ address: USDC as `0x${string}`, name: 'USD Coin (dev)', symbol: 'USDC', decimals: 6, priceUsd: 1 }] }
const post = (server: RunningServer, path: string, body: unknown) => request(server.baseUrl, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ chains: [chain] })
})
afterAll(() => server.close())

describe('POST /v1/fungible/price', () => {
  it('prices tokens by CAIP-10 id and the native currency by the 0xeee… address, in the asked currency', async () => {
    const { status, body } = await post(server, '/v1/fungible/price', {
      currency: 'EUR',
      addresses: [`eip155:31337:${USDC.toLowerCase()}`, 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'],
    })
    expect(status).toBe(200)
    expect(body.fungibles).toEqual([
      { name: 'USD Coin (dev)', symbol: 'USDC', iconUrl: `${server.baseUrl}/public/getTokenImage/USDC`, price: 0.92 },
      { name: 'Ether', symbol: 'ETH', iconUrl: `${server.baseUrl}/public/getTokenImage/ETH`, price: 2760 },
    ])
  })

  it('leaves out tokens it has no price for', async () => {
    const { body } = await post(server, '/v1/fungible/price', { currency: 'usd', addresses: [`eip155:31337:0x${'11'.repeat(20)}`, `eip155:1:${USDC}`] })
    expect(body).toEqual({ fungibles: [] })
  })

  it('refuses a body without addresses, with a bad id or an unknown currency, naming the field', async () => {
    for (const [bad, field] of [
      [{ currency: 'usd', addresses: [] }, 'body.addresses'],
      [{ currency: 'usd', addresses: ['0x1234'] }, 'body.addresses[0]'],
      [{ currency: 'xyz', addresses: [`eip155:31337:${USDC}`] }, 'body.currency'],
      [{ addresses: [`eip155:31337:${USDC}`] }, 'body.currency'],
    ] as const) {
      const { status, body } = await post(server, '/v1/fungible/price', bad)
      expect(status, JSON.stringify(bad)).toBe(400)
      expect(body.message).toContain(field)
    }
  })
})

describe('GET /v1/identity/:address', () => {
  it('answers a null name and avatar when no naming service is configured', async () => {
    const { status, body } = await request(server.baseUrl, `/v1/identity/${USDC}`)
    expect(status).toBe(200)
    expect(body).toEqual({ name: null, avatar: null })
  })

  it('refuses something that is not an EVM address', async () => {
    const { status, body } = await request(server.baseUrl, '/v1/identity/vitalik.eth')
    expect(status).toBe(400)
    expect(body.message).toContain('params.address')
  })

  it('answers 503 when the configured ENS node cannot be reached, and keeps serving', async () => {
    const withEns = await startServer({ chains: [chain], ensRpcUrl: 'http://127.0.0.1:9' })
    try {
      const { status, body } = await request(withEns.baseUrl, `/v1/identity/${USDC}`)
      expect(status).toBe(503)
      expect(body.message).toMatch(/naming service cannot be reached/)
      expect((await request(withEns.baseUrl, '/healthz')).status).toBe(200)
    } finally {
      await withEns.close()
    }
  })
})

describe('GET /v1/identity/name/:name', () => {
  it('answers a null address and avatar for a name when no naming service is configured', async () => {
    const { status, body } = await request(server.baseUrl, '/v1/identity/name/alice.eth')
    expect(status).toBe(200)
    expect(body).toEqual({ address: null, avatar: null })
  })

  it('refuses what is not a name: no dot, characters ENS normalisation forbids, empty labels', async () => {
    for (const bad of ['alice', 'ali%20ce.eth', 'alice..eth']) {
      const { status, body } = await request(server.baseUrl, `/v1/identity/name/${bad}`)
      expect(status, bad).toBe(400)
      expect(body.message, bad).toContain('params.name')
    }
    // Longer than a name may be: refused before any lookup (the URL budget may answer first).
    const { status } = await request(server.baseUrl, `/v1/identity/name/${'a'.repeat(300)}.eth`)
    expect([400, 414]).toContain(status)
  })

  it('answers 503 when the configured ENS node cannot be reached', async () => {
    const withEns = await startServer({ chains: [chain], ensRpcUrl: 'http://127.0.0.1:9' })
    try {
      const { status, body } = await request(withEns.baseUrl, '/v1/identity/name/Alice.eth')
      expect(status).toBe(503)
      expect(body.message).toMatch(/naming service cannot be reached/)
    } finally {
      await withEns.close()
    }
  })
})

describe('image routes', () => {
  it('serve a network image by imageId and a fiat currency image, and 404 for unknown ids', async () => {
    for (const path of ['/public/getAssetImage/eip155-31337', '/public/getAssetImage/eip155:31337', '/public/getCurrencyImage/USD', '/public/getCurrencyImage/eur']) {
      const response = await request(server.baseUrl, path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(/^image\/svg\+xml/)
    }
    expect((await request(server.baseUrl, '/public/getAssetImage/eip155-1')).status).toBe(404)
    expect((await request(server.baseUrl, '/public/getCurrencyImage/xyz')).status).toBe(404)
  })
})
