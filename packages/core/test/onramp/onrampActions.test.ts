/// <reference types="node" />
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFoyerClient } from '../../src/client.ts'
import { onrampOptions, onrampQuote, startOnrampPurchase } from '../../src/onramp/onrampActions.ts'
import { onrampProviderOf, rememberOnrampProvider } from '../../src/onramp/onrampPurchases.ts'
import { shownQuote } from '../../src/onramp/onrampRules.ts'
import { memoryStorage } from '../../src/storage.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { balancesSettled, createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

/** The server's onramp routes on loopback: each answers `status` with `body` (or the recorded default), and records what it was sent. */
interface Route {
  status: number
  body: unknown
}
const routes: Record<string, Route> = {}
const asked: { path: string; body: unknown }[] = []
let server: Server
let baseUrl = ''

const OPTIONS = {
  paymentCurrencies: [{ id: 'GBP', name: 'British Pound', symbol: '£', networks: [], payment_method_limits: [{ id: 'card', min: '15', max: '900' }] }],
  purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }] }],
  fallback: false,
  providers: ['coinbase', 'meld'],
}
const QUOTE = {
  quoteId: 'q-1',
  provider: 'meld',
  paymentSubtotal: { amount: '98.90', currency: 'GBP' },
  paymentTotal: { amount: '100.00', currency: 'GBP' },
  purchaseAmount: { amount: '0.03', currency: 'ETH' },
  networkFee: { amount: '0.10', currency: 'GBP' },
  providerFee: { amount: '1.00', currency: 'GBP' },
  placeholder: false,
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://x').pathname
      asked.push({ path, body: text ? JSON.parse(text) : undefined })
      const route = routes[path] ?? { status: 404, body: { message: 'no route' } }
      response.writeHead(route.status, { 'content-type': 'application/json' }).end(JSON.stringify(route.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  asked.length = 0
  routes['/v1/onramp/options'] = { status: 200, body: OPTIONS }
  routes['/v1/onramp/quote'] = { status: 200, body: QUOTE }
  routes['/v1/generators/onrampurl'] = { status: 200, body: { url: 'https://pay.example/buy?session=abc', provider: 'meld' } }
})

const client = () => createFoyerClient({ projectId: 'onramp-test', networks: [mainnet], apiUrl: baseUrl, storage: memoryStorage(), features: { analytics: false } })

describe('the onramp options (spec §7, §8)', () => {
  it("answers the server's options, checked, asked once per page", async () => {
    const foyer = client()
    expect(await onrampOptions(foyer.ctx)).toEqual({ ...OPTIONS, reached: true })
    await onrampOptions(foyer.ctx)
    expect(asked.filter((entry) => entry.path === '/v1/onramp/options')).toHaveLength(1)
  })

  it('a failed call, or an answer of the wrong shape, gives the built-in USD and EUR, and is asked again next time', async () => {
    const foyer = client()
    routes['/v1/onramp/options'] = { status: 503, body: { message: 'down' } }
    const fallback = await onrampOptions(foyer.ctx)
    expect(fallback.fallback).toBe(true)
    expect(fallback.reached).toBe(false)
    expect(fallback.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    routes['/v1/onramp/options'] = { status: 200, body: { paymentCurrencies: 'nonsense' } }
    expect((await onrampOptions(foyer.ctx)).paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    routes['/v1/onramp/options'] = { status: 200, body: OPTIONS }
    expect((await onrampOptions(foyer.ctx)).paymentCurrencies.map((currency) => currency.id)).toEqual(['GBP'])
    expect(asked.filter((entry) => entry.path === '/v1/onramp/options')).toHaveLength(3)
  })
})

describe('the onramp quote (spec §7, §8)', () => {
  const request = { purchaseCurrency: 'ETH', paymentCurrency: 'GBP', amount: '100', network: 'ethereum', paymentMethod: 'card', provider: 'meld' as const }

  it("asks for the provider's quote with the amount in two decimals, and shows it", async () => {
    const quote = await onrampQuote(client().ctx, request)
    expect(asked.at(-1)).toEqual({ path: '/v1/onramp/quote', body: { ...request, amount: '100.00' } })
    expect(shownQuote(quote)).toEqual(QUOTE)
  })

  it('a failing quote gives a placeholder whose figures are not shown', async () => {
    routes['/v1/onramp/quote'] = { status: 503, body: { message: 'provider down' } }
    const quote = await onrampQuote(client().ctx, request)
    expect(quote.placeholder).toBe(true)
    expect(shownQuote(quote)).toBeUndefined()
  })
})

describe("the provider's page", () => {
  const order = { provider: 'meld' as const, address: EVM_ADDRESS, network: 'ethereum', symbol: 'ETH', amount: '25', currency: 'GBP', method: 'bank_account' }

  it('asks for the URL with the buyer as destination and partner, shows it in the popup opened on the click, and remembers the provider for Activity', async () => {
    const foyer = client()
    const popup = { closed: false, location: { replace: (url: string) => shown.push(url) }, close: () => undefined } as unknown as Window
    const shown: string[] = []
    expect(await startOnrampPurchase(foyer.ctx, popup, order)).toEqual({ url: 'https://pay.example/buy?session=abc', opened: true })
    expect(shown).toEqual(['https://pay.example/buy?session=abc'])
    expect(asked.at(-1)).toEqual({
      path: '/v1/generators/onrampurl',
      body: {
        destinationWallets: [{ address: EVM_ADDRESS, blockchains: ['ethereum'], assets: ['ETH'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: EVM_ADDRESS,
        presetFiatAmount: '25.00',
        paymentCurrency: 'GBP',
        paymentMethod: 'bank_account',
        provider: 'meld',
      },
    })
    expect(onrampProviderOf(foyer.ctx.storage, EVM_ADDRESS.toUpperCase().replace('0X', '0x'))).toBe('meld')
  })

  it('a blocked popup (none, or closed) answers the URL for a link', async () => {
    expect(await startOnrampPurchase(client().ctx, null, order)).toEqual({ url: 'https://pay.example/buy?session=abc', opened: false })
    const closed = { closed: true } as unknown as Window
    expect((await startOnrampPurchase(client().ctx, closed, order)).opened).toBe(false)
  })

  it('a server that cannot make the page rejects and closes the popup', async () => {
    routes['/v1/generators/onrampurl'] = { status: 503, body: { message: 'down' } }
    let closed = false
    const popup = { closed: false, location: { replace: () => undefined }, close: () => (closed = true) } as unknown as Window
    await expect(startOnrampPurchase(client().ctx, popup, order)).rejects.toThrow()
    expect(closed).toBe(true)
    routes['/v1/generators/onrampurl'] = { status: 200, body: { url: 'javascript:alert(1)', provider: 'meld' } }
    await expect(startOnrampPurchase(client().ctx, null, order), 'only an http(s) page is opened').rejects.toThrow()
  })
})

describe('Activity asks for the purchases of the provider the account bought through (spec §7 history `onramp`)', () => {
  let api: FakeApi
  beforeAll(async () => {
    api = await startFakeApi()
  })
  afterAll(() => api.close())
  afterEach(() => settleClients())

  it('no purchase here: no parameter; after one through Meld: onramp=meld for that account only', async () => {
    api.reset()
    api.supportedChains = [mainnet.caipNetworkId]
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const { client: foyer, storage } = createTestFoyer(api, { wallets: [wallet] })
    await foyer.connect(wallet)
    await balancesSettled(foyer, 'eip155')
    const history = () => api.requests.filter((request) => request.path.endsWith('/history')).map((request) => request.query.onramp)
    await foyer.fetchTransactions()
    rememberOnrampProvider(storage, '0x9999999999999999999999999999999999999999', 'coinbase')
    await foyer.fetchTransactions()
    rememberOnrampProvider(storage, EVM_ADDRESS, 'meld')
    await foyer.fetchTransactions()
    expect(history()).toEqual([undefined, undefined, 'meld'])
  })
})
