import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from '../harness.ts'
import { EVM_ADDRESS, post, SOLANA_ADDRESS, startOnrampServer, type OnrampServer } from './onrampFixtures.ts'

let server: OnrampServer
beforeAll(async () => {
  server = await startOnrampServer()
})
afterAll(() => server.close())

const ask = (path: string, init?: RequestInit) => request(server.baseUrl, path, init)
const quote = (body: Record<string, unknown>) => ask(...post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'foyer-devnet', ...body }))
const onrampUrl = (body: Record<string, unknown>) =>
  ask(...post('/v1/generators/onrampurl', { destinationWallets: [{ address: EVM_ADDRESS, blockchains: ['foyer-devnet'] }], partnerUserId: EVM_ADDRESS, ...body }))

describe('GET /v1/onramp/options', () => {
  it("answers both providers' currencies merged, with spec §3's fields, and names the providers", async () => {
    const { status, body } = await ask('/v1/onramp/options')
    expect(status).toBe(200)
    expect(body.fallback).toBe(false)
    expect(body.providers).toEqual(['coinbase', 'meld'])
    expect(body.paymentCurrencies.map((currency: { id: string }) => currency.id)).toEqual(['USD', 'EUR', 'GBP'])
    expect(body.paymentCurrencies[0]).toEqual({
      id: 'USD',
      name: 'US Dollar',
      symbol: '$',
      networks: [],
      payment_method_limits: [
        { id: 'card', min: '10', max: '7500' },
        { id: 'bank_account', min: '10', max: '25000' },
      ],
    })
    const eth = body.purchaseCurrencies.find((currency: { symbol: string }) => currency.symbol === 'ETH')
    // Coinbase's asset id wins where Coinbase sells the asset; Meld's offer of the same network merges into it.
    expect(eth.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(eth.networks).toEqual([{ name: 'foyer-devnet', display_name: 'Foyer Devnet', chain_id: '31337', contract_address: '' }])
    const usdc = body.purchaseCurrencies.find((currency: { symbol: string }) => currency.symbol === 'USDC')
    expect(usdc.networks[0].contract_address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    const sol = body.purchaseCurrencies.find((currency: { symbol: string }) => currency.symbol === 'SOL')
    expect(sol.networks).toEqual([{ name: 'foyer-solana', display_name: 'Foyer Solana', chain_id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', contract_address: '' }])
  })
})

describe('POST /v1/onramp/quote', () => {
  it("answers Coinbase's quote: its 1.5 % fee and network fee, and what the rest buys", async () => {
    const { status, body } = await quote({})
    expect(status).toBe(200)
    expect(body).toMatchObject({
      provider: 'coinbase',
      placeholder: false,
      paymentTotal: { amount: '100.00', currency: 'USD' },
      providerFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      paymentSubtotal: { amount: '98.40', currency: 'USD' },
      purchaseAmount: { amount: '0.03280000', currency: 'ETH' },
    })
    expect(body.quoteId).toMatch(/^cb-standin-/)
  })

  it("answers Meld's best quote when asked for Meld, by symbol or Coinbase's id, in EUR", async () => {
    const options = (await ask('/v1/onramp/options')).body
    const usdcId = options.purchaseCurrencies.find((currency: { symbol: string }) => currency.symbol === 'USDC').id
    const { status, body } = await quote({ provider: 'meld', purchaseCurrency: usdcId, paymentCurrency: 'eur', amount: 50 })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      provider: 'meld',
      placeholder: false,
      paymentTotal: { amount: '50.00', currency: 'EUR' },
      providerFee: { amount: '0.50', currency: 'EUR' },
      networkFee: { amount: '0.10', currency: 'EUR' },
    })
    // 49.40 EUR at 0.92 EUR a dollar buys 53.69… USDC.
    expect(Number(body.purchaseAmount.amount)).toBeCloseTo(49.4 / 0.92, 4)
  })

  it.each([
    ['a card payment under the minimum', { amount: '9.99' }, 'The amount must be between 10 and 7500 USD for card payments'],
    ['a card payment over the maximum', { amount: 7500.01 }, 'The amount must be between 10 and 7500 USD for card payments'],
    ['a bank payment over its maximum', { amount: '25001', paymentMethod: 'bank_account' }, 'The amount must be between 10 and 25000 USD for bank account payments'],
  ])('refuses %s with the limits in the message', async (_name, body, message) => {
    const answer = await quote(body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(message)
  })

  it('takes a bank payment up to its own limit', async () => {
    expect((await quote({ amount: '25000', paymentMethod: 'bank_account' })).status).toBe(200)
  })

  it.each([
    ['an amount with three decimals', { amount: '10.001' }, 'body.amount must be an amount above 0 with at most two decimals, like 100 or 99.50'],
    ['a zero amount', { amount: 0 }, 'body.amount must be an amount above 0 with at most two decimals, like 100 or 99.50'],
    ['no amount', { amount: undefined }, 'body.amount'],
    ['a currency no provider takes', { paymentCurrency: 'JPY' }, 'paymentCurrency is JPY, which no onramp provider takes (it takes USD, EUR, GBP)'],
    ['a payment method not offered', { paymentMethod: 'paypal' }, 'paymentMethod is paypal, which is not offered for USD (offered: card, bank_account)'],
    ['an asset nobody sells', { purchaseCurrency: 'DOGE' }, 'body.purchaseCurrency is DOGE, which no onramp provider sells (offered: ETH, USDC, SOL)'],
    ['a network the asset is not on', { network: 'foyer-solana' }, 'body.network is foyer-solana, where ETH is not sold (it is sold on foyer-devnet)'],
    ['a network name of the wrong form', { network: 'Foyer Devnet' }, "body.network must be a network name from /v1/onramp/options, like 'base'"],
    ['an unknown provider', { provider: 'paypal' }, 'body.provider must be one of coinbase, meld'],
  ])('refuses %s with a 400 naming it', async (_name, body, message) => {
    const answer = await quote(body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(message)
  })
})

describe('POST /v1/generators/onrampurl', () => {
  it("answers Coinbase's hosted page, opened with a session token, which shows a Pay form", async () => {
    const { status, body } = await onrampUrl({ presetFiatAmount: '25', redirectUrl: 'http://127.0.0.1:5173/' })
    expect(status).toBe(200)
    expect(body.provider).toBe('coinbase')
    const url = new URL(body.url)
    expect(`${url.origin}${url.pathname}`).toBe(server.standIns.coinbase.payUrl)
    expect(url.searchParams.get('sessionToken')).toMatch(/^[\w-]{20,}$/)
    expect(url.searchParams.get('partnerUserRef')).toBe(EVM_ADDRESS)
    expect(url.searchParams.get('presetFiatAmount')).toBe('25.00')
    const page = await fetch(body.url)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('<button type="submit">Pay</button>')
    expect(html).toContain(`ETH on Foyer Devnet to ${EVM_ADDRESS}`)
    expect(html).toContain('<label for="field-amount">Amount to pay (USD)</label>')
  })

  it("takes a preset amount within the chosen payment method's limits, above the card's", async () => {
    const { status, body } = await onrampUrl({ presetFiatAmount: '20000', paymentMethod: 'bank_account' })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(new URL(body.url).searchParams.get('presetFiatAmount')).toBe('20000.00')
    // Coinbase's page opens on that method.
    expect(new URL(body.url).searchParams.get('defaultPaymentMethod')).toBe('ACH_BANK_ACCOUNT')
    expect(await (await fetch(body.url)).text()).toContain('<option value="bank_account" selected>Bank account</option>')
    // Meld is asked for its quote by that method too.
    const meld = await onrampUrl({ provider: 'meld', presetFiatAmount: '20000', paymentMethod: 'bank_account' })
    expect(meld.status, JSON.stringify(meld.body)).toBe(200)
  })

  it("answers Meld's widget for the network and asset asked for", async () => {
    const { status, body } = await onrampUrl({ provider: 'meld', destinationWallets: [{ address: SOLANA_ADDRESS, blockchains: ['foyer-solana'], assets: ['SOL'] }], presetFiatAmount: 40 })
    expect(status).toBe(200)
    expect(body.provider).toBe('meld')
    expect(body.url.startsWith(`${server.standIns.meld.apiUrl}/widget/`)).toBe(true)
    const html = await (await fetch(body.url)).text()
    expect(html).toContain(`value="${SOLANA_ADDRESS}"`)
    expect(html).toContain('value="SOL on Foyer Solana"')
    expect(html).toContain('value="40"')
  })

  it.each([
    [
      'an EVM address for a Solana network',
      { destinationWallets: [{ address: EVM_ADDRESS, blockchains: ['foyer-solana'] }] },
      'body.destinationWallets[0].address must be a Solana address (32 to 44 base58 characters) (it receives on foyer-solana, a solana network)',
    ],
    [
      'a Solana address for an EVM network',
      { destinationWallets: [{ address: SOLANA_ADDRESS, blockchains: ['foyer-devnet'] }] },
      'body.destinationWallets[0].address must be an EVM address (0x followed by 40 hex characters) (it receives on foyer-devnet, a eip155 network)',
    ],
    [
      'a network no provider offers',
      { destinationWallets: [{ address: EVM_ADDRESS, blockchains: ['ethereum'] }] },
      'body.destinationWallets[0].blockchains[0] is ethereum, which no onramp provider offers',
    ],
    ['a default network no wallet lists', { defaultNetwork: 'foyer-solana' }, 'body.defaultNetwork is foyer-solana, which no destination wallet lists among its blockchains'],
    ['no destination wallet', { destinationWallets: [] }, 'body.destinationWallets'],
    ['a preset amount under the card minimum', { presetFiatAmount: '5' }, 'The amount must be between 10 and 7500 USD for card payments'],
    ['a preset bank payment over its maximum', { presetFiatAmount: '25001', paymentMethod: 'bank_account' }, 'The amount must be between 10 and 25000 USD for bank account payments'],
    ['a payment method not offered', { presetFiatAmount: '50', paymentMethod: 'paypal' }, 'body.paymentMethod is paypal, which is not offered for USD (offered: card, bank_account)'],
    ['no partnerUserId', { partnerUserId: undefined }, 'body.partnerUserId is required'],
    ['a redirect that is not http', { redirectUrl: 'javascript:alert(1)' }, 'body.redirectUrl must be an http(s) URL'],
    // P13 #14: the provider's page sends the buyer back only to the project's own site.
    [
      'a redirect off the project’s origins',
      { redirectUrl: 'https://evil.example/after' },
      "body.redirectUrl must be on one of the project's origins (allowed: http://127.0.0.1:5173, http://localhost:5173); https://evil.example is not",
    ],
    ['a redirect to another port of an allowed host', { redirectUrl: 'http://127.0.0.1:9999/' }, "body.redirectUrl must be on one of the project's origins"],
  ])('refuses %s with a 400 naming it', async (_name, body, message) => {
    const answer = await onrampUrl(body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(message)
  })
})

describe('/openapi.json', () => {
  it('documents the three onramp routes', async () => {
    const { body } = await ask('/openapi.json')
    expect(Object.keys(body.paths['/v1/onramp/options'])).toEqual(['get'])
    expect(Object.keys(body.paths['/v1/onramp/quote'])).toEqual(['post'])
    expect(Object.keys(body.paths['/v1/generators/onrampurl'])).toEqual(['post'])
  })
})

describe('a server with Meld alone', () => {
  let meldOnly: OnrampServer
  beforeAll(async () => {
    meldOnly = await startOnrampServer((standIns) => ({ meld: standIns.settings.meld }))
  })
  afterAll(() => meldOnly.close())

  it('names Meld as its one provider, and quotes through it when none is asked for', async () => {
    expect((await request(meldOnly.baseUrl, '/v1/onramp/options')).body.providers).toEqual(['meld'])
    const answer = await request(meldOnly.baseUrl, ...post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'foyer-devnet' }))
    expect(answer.status).toBe(200)
    expect(answer.body.provider).toBe('meld')
  })
})
