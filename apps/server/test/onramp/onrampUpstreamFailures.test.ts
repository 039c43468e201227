import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from '../harness.ts'
import { EVM_ADDRESS, post, startOnrampServer, type OnrampServer } from './onrampFixtures.ts'

const quoteBody = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'foyer-devnet' }
const urlBody = { destinationWallets: [{ address: EVM_ADDRESS, blockchains: ['foyer-devnet'] }], partnerUserId: EVM_ADDRESS }

describe('a provider that misbehaves', () => {
  let server: OnrampServer
  // A short timeout, so "slow" is tested in well under a second.
  beforeAll(async () => {
    server = await startOnrampServer((standIns) => ({ ...standIns.settings, timeoutMs: 300 }))
  })
  afterAll(() => server.close())
  const ask = (path: string, init?: RequestInit) => request(server.baseUrl, path, init)
  const misbehave = (fault: 'slow' | 'malformed' | 'error' | undefined) => {
    server.standIns.coinbase.setFault(fault)
    server.standIns.meld.setFault(fault)
  }

  it.each(['error', 'malformed', 'slow'] as const)('answering %s: options are the built-in USD and EUR list, marked fallback', async (fault) => {
    misbehave(fault)
    try {
      // Answered at all while a provider hangs: the fallback list comes once its 300 ms timeout cuts the call.
      const { status, body } = await ask('/v1/onramp/options')
      expect(status).toBe(200)
      expect(body.fallback).toBe(true)
      expect(body.paymentCurrencies.map((currency: { id: string; payment_method_limits: unknown }) => [currency.id, currency.payment_method_limits])).toEqual([
        [
          'USD',
          [
            { id: 'card', min: '10', max: '7500' },
            { id: 'bank_account', min: '10', max: '25000' },
          ],
        ],
        [
          'EUR',
          [
            { id: 'card', min: '10', max: '7500' },
            { id: 'bank_account', min: '10', max: '25000' },
          ],
        ],
      ])
      // The served chains' own assets, so the buy view still has something to offer.
      expect(body.purchaseCurrencies.map((currency: { symbol: string }) => currency.symbol)).toEqual(['ETH', 'USDC', 'NOPRICE', 'SOL'])
    } finally {
      misbehave(undefined)
    }
  })

  it.each(['error', 'malformed', 'slow'] as const)("answering %s: a quote is the placeholder, from the server's own price, with the 2 percent fee", async (fault) => {
    misbehave(fault)
    try {
      const { status, body } = await ask(...post('/v1/onramp/quote', quoteBody))
      expect(status).toBe(200)
      expect(body).toEqual({
        quoteId: 'placeholder',
        provider: 'coinbase',
        placeholder: true,
        paymentTotal: { amount: '100.00', currency: 'USD' },
        paymentSubtotal: { amount: '98.00', currency: 'USD' },
        providerFee: { amount: '2.00', currency: 'USD' },
        networkFee: { amount: '0.00', currency: 'USD' },
        purchaseAmount: { amount: '0.03266667', currency: 'ETH' },
      })
    } finally {
      misbehave(undefined)
    }
  })

  it('still refuses an amount outside the limits while the provider is down', async () => {
    misbehave('error')
    try {
      const { status, body } = await ask(...post('/v1/onramp/quote', { ...quoteBody, amount: '5' }))
      expect(status).toBe(400)
      expect(body.message).toBe('The amount must be between 10 and 7500 USD for card payments')
    } finally {
      misbehave(undefined)
    }
  })

  it('with no price for the asset, a failing provider is a 502 that says what failed', async () => {
    misbehave('error')
    try {
      const { status, body } = await ask(...post('/v1/onramp/quote', { ...quoteBody, purchaseCurrency: 'NOPRICE' }))
      expect(status).toBe(502)
      expect(body.message).toBe('Coinbase answered POST /onramp/v1/buy/quote with HTTP 500; try again later')
    } finally {
      misbehave(undefined)
    }
  })

  it.each([
    ['error', 502, 'Coinbase answered POST /onramp/v1/token with HTTP 500; try again later'],
    ['malformed', 502, 'Coinbase answered POST /onramp/v1/token with an unexpected shape (token: '],
    ['slow', 503, 'Coinbase gave no answer to POST /onramp/v1/token within 300 ms; try again later'],
  ] as const)('answering %s: the onramp URL is a %i, in time', async (fault, status, message) => {
    misbehave(fault)
    try {
      // The message names what cut the call (the 300 ms timeout for 'slow'): no clock measured here.
      const answer = await ask(...post('/v1/generators/onrampurl', urlBody))
      expect(answer.status).toBe(status)
      expect(answer.body.message).toContain(message)
    } finally {
      misbehave(undefined)
    }
  })

  it('a Meld that fails is named in the answer', async () => {
    server.standIns.meld.setFault('error')
    try {
      const answer = await ask(...post('/v1/generators/onrampurl', { ...urlBody, provider: 'meld' }))
      expect(answer.status).toBe(502)
      expect(answer.body.message).toBe('Meld answered POST /payments/crypto/quote with HTTP 500; try again later')
    } finally {
      server.standIns.meld.setFault(undefined)
    }
  })
})

describe('a provider that cannot be reached, or refuses the keys', () => {
  let down: OnrampServer
  let wrongKeys: OnrampServer
  beforeAll(async () => {
    const closedPort = await freePort()
    const nowhere = `http://127.0.0.1:${closedPort}`
    down = await startOnrampServer((standIns) => ({ coinbase: { ...standIns.settings.coinbase!, apiUrl: nowhere }, meld: { ...standIns.settings.meld!, apiUrl: nowhere } }))
    wrongKeys = await startOnrampServer((standIns) => ({ coinbase: { ...standIns.settings.coinbase!, keyName: 'someone-else' }, meld: { ...standIns.settings.meld!, apiKey: 'not-the-key' } }))
  })
  afterAll(async () => {
    await down.close()
    await wrongKeys.close()
  })

  it('connection refused: options fall back, the URL is a 503 naming the refusal', async () => {
    expect((await request(down.baseUrl, '/v1/onramp/options')).body.fallback).toBe(true)
    const answer = await request(down.baseUrl, ...post('/v1/generators/onrampurl', urlBody))
    expect(answer.status).toBe(503)
    expect(answer.body.message).toBe('Coinbase cannot be reached for POST /onramp/v1/token (ECONNREFUSED); try again later')
  })

  it("refused keys: a 502 that says to check the server's keys", async () => {
    const coinbase = await request(wrongKeys.baseUrl, ...post('/v1/generators/onrampurl', urlBody))
    expect(coinbase.status).toBe(502)
    expect(coinbase.body.message).toBe("Coinbase refused Foyer's credentials for POST /onramp/v1/token (HTTP 401): check the server's onramp keys; try again later")
    const meld = await request(wrongKeys.baseUrl, ...post('/v1/generators/onrampurl', { ...urlBody, provider: 'meld' }))
    expect(meld.status).toBe(502)
    expect(meld.body.message).toContain("Meld refused Foyer's credentials")
  })
})

describe('a server with no onramp provider', () => {
  let bare: OnrampServer
  beforeAll(async () => {
    bare = await startOnrampServer(() => ({}))
  })
  afterAll(() => bare.close())

  it('answers the built-in options naming no provider, and a 404 that names the variables for quotes and URLs', async () => {
    const options = await request(bare.baseUrl, '/v1/onramp/options')
    expect(options.body.fallback).toBe(true)
    expect(options.body.providers).toEqual([])
    for (const [path, body] of [
      ['/v1/onramp/quote', quoteBody],
      ['/v1/generators/onrampurl', urlBody],
    ] as const) {
      const answer = await request(bare.baseUrl, ...post(path, body))
      expect(answer.status).toBe(404)
      expect(answer.body.message).toContain('FOYER_ONRAMP_COINBASE_KEY_NAME')
    }
  })
})

/** A port nothing listens on: taken from the OS, then released. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
