import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { coingeckoClient, MAX_ADDRESSES_PER_REQUEST } from '../../src/prices/coingeckoClient.ts'
import { coingeckoApiSchema, type CoingeckoApiInput } from '../../src/prices/priceSettings.ts'
import { PriceSourceError } from '../../src/prices/priceSource.ts'
import { closedPortUrl } from '../rpcProxyUpstreamDouble.ts'
import { startCoingeckoStandIn, type CoingeckoStandIn } from './coingeckoStandIn.ts'

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const MANY = Array.from({ length: 120 }, (_, index) => `0x${(index + 1).toString(16).padStart(40, '0')}`)

let standIn: CoingeckoStandIn
beforeAll(async () => {
  standIn = await startCoingeckoStandIn({
    coins: { ethereum: { usd: 3120.5, eur: 2870.1, gbp: 2460.75, usd_market_cap: 1 }, 'no-price': { usd: null } },
    tokens: { ethereum: { [USDC]: { usd: 0.9998, eur: 0.92, gbp: 0.79 }, ...Object.fromEntries(MANY.map((address, index) => [address, { usd: index }])) } },
  })
})
afterAll(() => standIn?.close())
beforeEach(() => {
  standIn.behave('table')
  standIn.requests.length = 0
})

const client = (api: CoingeckoApiInput = {}) => coingeckoClient(coingeckoApiSchema.parse({ baseUrl: standIn.baseUrl, ...api }))

describe('the CoinGecko client', () => {
  it('asks /simple/price for coins by id in every currency the server values in, and reads the answer', async () => {
    const prices = await client().coinPrices(['ethereum', 'no-price', 'unlisted'])
    expect(prices).toEqual(
      new Map([
        ['ethereum', { usd: 3120.5, eur: 2870.1, gbp: 2460.75 }],
        ['no-price', {}],
      ]),
    )
    expect(standIn.requests.map((request) => [request.path, request.query.get('ids'), request.query.get('vs_currencies')])).toEqual([
      ['/api/v3/simple/price', 'ethereum,no-price,unlisted', 'usd,eur,gbp'],
    ])
  })

  it('asks /simple/token_price/{platform} for tokens by lowercase contract address', async () => {
    const prices = await client().tokenPrices('ethereum', ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'])
    expect(prices).toEqual(new Map([[USDC, { usd: 0.9998, eur: 0.92, gbp: 0.79 }]]))
    expect(standIn.requests.map((request) => [request.path, request.query.get('contract_addresses')])).toEqual([['/api/v3/simple/token_price/ethereum', USDC]])
  })

  it(`asks for at most ${MAX_ADDRESSES_PER_REQUEST} addresses a request and puts the answers together`, async () => {
    const prices = await client().tokenPrices('ethereum', MANY)
    expect(prices.size).toBe(MANY.length)
    expect(prices.get(MANY[119]!)).toEqual({ usd: 119 })
    const sizes = standIn.requests.map((request) => request.query.get('contract_addresses')!.split(',').length)
    expect(sizes.sort((a, b) => b - a)).toEqual([50, 50, 20])
  })

  it('sends the key in the demo header, or the pro header when told, and never in the URL', async () => {
    await client({ apiKey: 'CG-demo-key' }).coinPrices(['ethereum'])
    await client({ apiKey: 'CG-pro-key', apiKeyHeader: 'x-cg-pro-api-key' }).coinPrices(['ethereum'])
    await client().coinPrices(['ethereum'])
    expect(standIn.requests.map((request) => request.keys)).toEqual([{ demo: 'CG-demo-key' }, { pro: 'CG-pro-key' }, {}])
    expect(standIn.requests.map((request) => request.query.toString()).join()).not.toMatch(/CG-/)
  })

  it('names the API by its origin only', () => {
    expect(client({ apiKey: 'CG-demo-key' }).upstream).toBe(`CoinGecko at ${new URL(standIn.baseUrl).origin}`)
  })

  it.each([
    ['an HTTP error', { status: 429, body: '{"status":{"error_code":429}}' }, 'answered HTTP 429'],
    ['a body that is not JSON', { status: 200, body: '<html>busy</html>' }, 'answered something that is not JSON'],
    ['a body of another shape', { status: 200, body: '{"ethereum":{"usd":"3000"}}' }, 'answered /simple/price with something that is not a price answer'],
    ['a negative price', { status: 200, body: '{"ethereum":{"usd":-1}}' }, 'answered /simple/price with something that is not a price answer'],
    ['an oversized body', { status: 200, body: `{"x":"${'a'.repeat(300 * 1024)}"}` }, 'more than the 262144 bytes a price answer can need'],
  ] as const)('refuses %s with a PriceSourceError saying why', async (_, behaviour, reason) => {
    standIn.behave(behaviour)
    const asking = client().coinPrices(['ethereum'])
    await expect(asking).rejects.toBeInstanceOf(PriceSourceError)
    await expect(asking).rejects.toThrow(reason)
  })

  it('does not follow a redirect: the key header must not reach another host', async () => {
    const elsewhere = await startCoingeckoStandIn({ coins: { ethereum: { usd: 1 } }, tokens: {} })
    try {
      standIn.behave({ redirectTo: `${elsewhere.baseUrl}/simple/price?ids=ethereum&vs_currencies=usd` })
      await expect(client({ apiKey: 'CG-demo-key' }).coinPrices(['ethereum'])).rejects.toThrow(new PriceSourceError('answered HTTP 302'))
      expect(elsewhere.requests).toEqual([])
    } finally {
      await elsewhere.close()
    }
  })

  it('gives up on an API that does not answer within timeoutMs', async () => {
    standIn.behave('hang')
    await expect(client({ timeoutMs: 200 }).coinPrices(['ethereum'])).rejects.toThrow('gave no answer within 200 ms')
  })

  it('says an API it cannot reach cannot be reached', async () => {
    await expect(coingeckoClient(coingeckoApiSchema.parse({ baseUrl: await closedPortUrl() })).coinPrices(['ethereum'])).rejects.toThrow('cannot be reached (ECONNREFUSED)')
  })
})
