import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, type Devnet } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { tokenBalanceSchema, type TokenBalance } from '../../src/balances/tokenBalance.ts'
import { readChains } from '../../src/index.ts'
import { request, startServer, type RunningServer } from '../harness.ts'
import { startCoingeckoStandIn, type CoingeckoStandIn } from './coingeckoStandIn.ts'

/**
 * The server started from a chains file whose chains are the devnet's anvil nodes, priced by a
 * CoinGecko stand-in on 127.0.0.1: what the balance and fungible price routes show, what the
 * price cache saves the price service, and what a price outage does (nothing worse than no prices).
 */
const L1 = 'eip155:31337'
const L2 = 'eip155:31338'
const API_KEY = 'CG-test-key-never-logged'
const balancesSchema = z.strictObject({ balances: z.array(z.strictObject(tokenBalanceSchema.shape)) })

let devnet: Devnet
let standIn: CoingeckoStandIn
let server: RunningServer
let usdc: string
let dai: string
beforeAll(async () => {
  devnet = await startDevnet()
  ;[usdc, dai] = devnet.chains[0]!.tokens.map((token) => token.address.toLowerCase()) as [string, string]
  standIn = await startCoingeckoStandIn({
    // Euro and pound prices unlike the fixed reference rates' (3000 × 0.92), so they can only come from here.
    coins: { ethereum: { usd: 2500, eur: 2311.5, gbp: 1990.25 } },
    tokens: {
      'foyer-devnet': { [usdc]: { usd: 0.9995, eur: 0.9211, gbp: 0.7902 }, [dai]: { usd: 1.0002, eur: 0.9215, gbp: 0.7905 } },
      // The L2's tokens sit at the same addresses: only the platform tells them apart.
      'foyer-devnet-l2': { [usdc]: { usd: 0.998, eur: 0.92, gbp: 0.79 } },
    },
  })
  server = await startServer({ chains: chainsFromFile(standIn.baseUrl) })
})
afterAll(async () => {
  await server?.close()
  await standIn?.close()
  await devnet?.stop()
})

/** Writes the chains file an operator would for these chains, and reads it as the server does with FOYER_CHAINS_FILE. */
function chainsFromFile(coingeckoUrl: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'foyer-chains-')), 'chains.json')
  const chains = devnet.chains.map((chain, index) => ({
    chainId: chain.chainId,
    name: chain.name,
    rpcUrls: [chain.rpcUrl],
    blockExplorerUrl: 'https://explorer.invalid',
    nativeCurrency: chain.nativeCurrency,
    tokens: chain.tokens.map(({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals })),
    prices: { source: 'coingecko', platform: index === 0 ? 'foyer-devnet' : 'foyer-devnet-l2', nativeCoinId: 'ethereum' },
  }))
  writeFileSync(file, JSON.stringify({ coingecko: { baseUrl: coingeckoUrl, apiKey: '${TEST_COINGECKO_KEY}' }, chains }))
  return readChains({ kind: 'chainsFile', file, env: { TEST_COINGECKO_KEY: API_KEY } }).eip155
}

async function balances(on: RunningServer, chainId: string, currency = 'usd', address = devnet.accounts[0]!.address): Promise<Record<string, TokenBalance>> {
  const response = await request(on.baseUrl, `/v1/account/${address}/balance?chainId=${chainId}&currency=${currency}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return Object.fromEntries(balancesSchema.parse(response.body).balances.map((balance) => [balance.symbol, balance]))
}

const fungiblePrice = (on: RunningServer, currency: string, addresses: string[]) =>
  request(on.baseUrl, '/v1/fungible/price', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ currency, addresses }) })

describe('prices from a CoinGecko-compatible service', () => {
  it("values balances with the service's prices: tokens by platform and address, the native currency by coin id", async () => {
    const l1 = await balances(server, L1)
    expect(l1.USDC).toMatchObject({ price: 0.9995, value: 1249.87475, quantity: { decimals: '6', numeric: '1250.5' } })
    expect(l1.DAI).toMatchObject({ price: 1.0002, value: 42.133425 })
    expect(l1.ETH!.price).toBe(2500)
    expect(l1.ETH!.value).toBeCloseTo(Number(l1.ETH!.quantity.numeric) * 2500, 6)
    expect((await balances(server, L2)).USDC).toMatchObject({ price: 0.998, value: 74.85 })
  })

  it("takes the service's own quote in each currency", async () => {
    const eur = await balances(server, L1, 'EUR')
    expect([eur.ETH!.price, eur.USDC!.price]).toEqual([2311.5, 0.9211])
    expect((await balances(server, L1, 'gbp')).ETH!.price).toBe(1990.25)
  })

  it('answers POST /v1/fungible/price from the service, leaving out what it has no price for', async () => {
    const zeroToken = devnet.chains[1]!.tokens[2]!.address
    const { status, body } = await fungiblePrice(server, 'usd', [`${L1}:${usdc}`, `${L2}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`, `${L2}:${zeroToken}`, `${L1}:0x${'11'.repeat(20)}`])
    expect(status).toBe(200)
    expect(body.fungibles).toEqual([
      { name: 'USD Coin (dev)', symbol: 'USDC', iconUrl: `${server.baseUrl}/public/getTokenImage/USDC`, price: 0.9995 },
      { name: 'Ether', symbol: 'ETH', iconUrl: `${server.baseUrl}/public/getTokenImage/ETH`, price: 2500 },
    ])
  })

  it('sends the API key in its header, never in a URL', () => {
    expect(standIn.requests.length).toBeGreaterThan(0)
    for (const asked of standIn.requests) {
      expect(asked.keys).toEqual({ demo: API_KEY })
      expect(asked.query.toString()).not.toContain(API_KEY)
    }
  })

  it('keeps prices for their ttl: more balances and prices ask the service nothing more', async () => {
    // A server of its own, so the count starts from nothing: its first balance asks for the coin and the tokens.
    const fresh = await startServer({ chains: chainsFromFile(standIn.baseUrl) })
    try {
      const before = standIn.requests.length
      await balances(fresh, L1)
      expect(
        standIn.requests
          .slice(before)
          .map((asked) => asked.path)
          .sort(),
      ).toEqual(['/api/v3/simple/price', '/api/v3/simple/token_price/foyer-devnet'])
      await Promise.all([
        balances(fresh, L1, 'eur'),
        request(fresh.baseUrl, `/v1/account/${devnet.accounts[1]!.address}/balance?chainId=${L1}&forceUpdate=true`),
        fungiblePrice(fresh, 'gbp', [`${L1}:${usdc}`, `${L1}:${dai}`, `${L1}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`]),
      ])
      expect(standIn.requests.length - before).toBe(2)
    } finally {
      await fresh.close()
    }
  })
})

describe('a price service outage', () => {
  let down: CoingeckoStandIn
  let outage: RunningServer
  const logs: string[] = []
  beforeAll(async () => {
    down = await startCoingeckoStandIn({ coins: {}, tokens: {} })
    down.behave({ status: 503, body: '{"error":"maintenance"}' })
    outage = await startServer({ chains: chainsFromFile(down.baseUrl), logLevel: 'info' }, { logStream: { write: (line) => void logs.push(line) } })
  })
  afterAll(async () => {
    await outage?.close()
    await down?.close()
  })

  it('still answers balances, exact amounts with price and value null: unknown, not 0', async () => {
    const l1 = await balances(outage, L1)
    expect(Object.keys(l1)).toEqual(['ETH', 'USDC', 'DAI', 'USDT'])
    expect(l1.USDC).toMatchObject({ price: null, value: null, quantity: { decimals: '6', numeric: '1250.5' } })
    expect(l1.ETH).toMatchObject({ price: null, value: null })
  })

  it('leaves every token out of POST /v1/fungible/price', async () => {
    expect((await fungiblePrice(outage, 'usd', [`${L1}:${usdc}`])).body).toEqual({ fungibles: [] })
  })

  it('logs the failure once, without the key, and does not hammer the service', async () => {
    await Promise.all([balances(outage, L1), balances(outage, L2), balances(outage, L1, 'eur')])
    const priceLines = logs.filter((line) => line.includes('prices: '))
    expect(priceLines).toHaveLength(1)
    expect(JSON.parse(priceLines[0]!)).toMatchObject({ level: 40, reason: 'answered HTTP 503', upstream: `CoinGecko at ${new URL(down.baseUrl).origin}` })
    expect(logs.join('\n')).not.toContain(API_KEY)
    // The first balance asked for its native currency and its tokens; the failure's cooldown (10 s,
    // far longer than these tests) kept every request since from asking again.
    expect(down.requests).toHaveLength(2)
  })
})
