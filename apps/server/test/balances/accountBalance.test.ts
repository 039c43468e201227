import { createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Devnet } from '@foyer/devnet'
import { tokenBalanceSchema, type TokenBalance } from '../../src/balances/tokenBalance.ts'
import { chainConfigFromDevnet } from '../../src/index.ts'
import { request, startServer, startServerOnDevnet, type RunningServer } from '../harness.ts'

const balancesSchema = z.strictObject({ balances: z.array(z.strictObject(tokenBalanceSchema.shape)) })
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DAI = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

let server: RunningServer & { devnet: Devnet }
let account0: `0x${string}`
beforeAll(async () => {
  server = await startServerOnDevnet()
  account0 = server.devnet.accounts[0]!.address
})
afterAll(() => server?.close())

async function balances(address: string, query: string): Promise<TokenBalance[]> {
  const response = await request(server.baseUrl, `/v1/account/${address}/balance?${query}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return balancesSchema.parse(response.body).balances
}
const bySymbol = (list: TokenBalance[]) => Object.fromEntries(list.map((balance) => [balance.symbol, balance]))

describe('GET /v1/account/:address/balance', () => {
  it('reads account 0 on eip155:31337: ETH, 1250.5 USDC, 42.125 DAI and 300 USDT, without the zero-decimals token', async () => {
    const list = await balances(account0, 'chainId=eip155:31337')
    expect(list.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'USDT'])
    const { ETH, USDC: usdc, DAI: dai } = bySymbol(list)
    expect(usdc).toEqual({
      name: 'USD Coin (dev)',
      symbol: 'USDC',
      chainId: 'eip155:31337',
      address: `eip155:31337:${USDC}`,
      value: 1250.5,
      price: 1,
      iconUrl: `${server.baseUrl}/public/getTokenImage/USDC`,
      quantity: { decimals: '6', numeric: '1250.5' },
    })
    expect(dai).toMatchObject({ address: `eip155:31337:${DAI}`, value: 42.125, quantity: { decimals: '18', numeric: '42.125' } })
    // USDT's decimals() answers a uint256, not a uint8: read all the same.
    expect(bySymbol(list).USDT).toMatchObject({ name: 'Tether USD (dev)', value: 300, quantity: { decimals: '6', numeric: '300' } })
    // The native currency has no contract address; account 0 paid gas for the deploys.
    expect(ETH).not.toHaveProperty('address')
    expect(ETH).toMatchObject({ name: 'Ether', chainId: 'eip155:31337', price: 3000, quantity: { decimals: '18' } })
    expect(Number(ETH!.quantity.numeric)).toBeGreaterThan(9999)
    expect(Number(ETH!.quantity.numeric)).toBeLessThan(10000)
  })

  it('reads the same account on eip155:31338 separately: 75 USDC and 40 USDT, and no DAI because zero balances are left out', async () => {
    const list = await balances(account0, 'chainId=eip155:31338')
    expect(list.map((balance) => [balance.symbol, balance.quantity.numeric, balance.chainId])).toEqual([
      ['ETH', expect.any(String), 'eip155:31338'],
      ['USDC', '75', 'eip155:31338'],
      ['USDT', '40', 'eip155:31338'],
    ])
  })

  it('keeps the smallest unit exact (0.000001 USDC) and values it as quantity × price', async () => {
    const list = await balances(server.devnet.accounts[2]!.address, 'chainId=eip155:31337')
    expect(bySymbol(list).USDC).toMatchObject({ quantity: { decimals: '6', numeric: '0.000001' }, price: 1, value: 0.000001 })
  })

  it('values in the requested currency (case-insensitive) with the dev rate table', async () => {
    const { USDC: usdc, ETH } = bySymbol(await balances(account0, 'chainId=eip155:31338&currency=EUR'))
    expect(usdc).toMatchObject({ price: 0.92, value: 69 })
    expect(ETH!.price).toBe(2760)
    expect(bySymbol(await balances(account0, 'chainId=eip155:31338&currency=gbp')).USDC).toMatchObject({ price: 0.79 })
  })

  it('accepts an address in any letter case and forceUpdate=true', async () => {
    const lower = await balances(account0.toLowerCase(), 'chainId=eip155:31337&forceUpdate=true')
    expect(bySymbol(lower).USDC!.quantity.numeric).toBe('1250.5')
  })

  it('answers an empty list for an account that holds nothing', async () => {
    expect(await balances(`0x${'00'.repeat(19)}01`, 'chainId=eip155:31337')).toEqual([])
  })

  it('keeps balances 30 s: a transfer shows only after forceUpdate=true, which also refreshes the cache', async () => {
    const receiver = `0x${'00'.repeat(19)}a1` as const
    expect(await balances(receiver, 'chainId=eip155:31338')).toEqual([])
    const sender = server.devnet.accounts[1]!.address
    const wallet = createWalletClient({ account: sender, transport: http(server.devnet.chains[1]!.rpcUrl) })
    const transfer = { address: USDC, abi: erc20Abi, functionName: 'transfer', args: [receiver, parseUnits('2.5', 6)] } as const
    await wallet.writeContract({ ...transfer, chain: null })

    expect(await balances(receiver, 'chainId=eip155:31338'), 'still the cached answer').toEqual([])
    const received = [expect.objectContaining({ symbol: 'USDC', quantity: { decimals: '6', numeric: '2.5' }, value: 2.5 })]
    expect(await balances(receiver, 'chainId=eip155:31338&forceUpdate=true')).toEqual(received)
    expect(await balances(receiver, 'chainId=eip155:31338'), 'the forced read refreshed the cache').toEqual(received)
  })

  it('answers an empty list on a chain configured as a testnet (balances are for mainnet-like chains)', async () => {
    const testnet = await startServer({ chains: server.devnet.chains.map((chain) => ({ ...chainConfigFromDevnet(chain), testnet: true })) })
    try {
      expect((await request(testnet.baseUrl, `/v1/account/${account0}/balance?chainId=eip155:31337`)).body).toEqual({ balances: [] })
    } finally {
      await testnet.close()
    }
  })

  it('builds icon URLs on FOYER_PUBLIC_URL when it is set', async () => {
    const behindProxy = await startServer({
      chains: server.devnet.chains.map(chainConfigFromDevnet),
      publicUrl: 'https://foyer.example.com/',
    })
    try {
      const response = await request(behindProxy.baseUrl, `/v1/account/${account0}/balance?chainId=eip155:31337`)
      expect(response.body.balances[0].iconUrl).toBe('https://foyer.example.com/public/getTokenImage/ETH')
    } finally {
      await behindProxy.close()
    }
  })

  it.each([
    ['0x12', 'params.address must be an EVM address (0x followed by 40 hex characters)'],
    ['f39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'params.address must be an EVM address (0x followed by 40 hex characters)'],
    [`0x${'zz'.repeat(20)}`, 'params.address must be an EVM address (0x followed by 40 hex characters)'],
    // The dev account with its last digit changed: capitals that are not its checksum (fast-check found the 500 this was).
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92260', 'params.address has capitals that are not its EIP-55 checksum: check it, or send it in lowercase'],
  ])('rejects the address %s with 400', async (address, message) => {
    const response = await request(server.baseUrl, `/v1/account/${address}/balance?chainId=eip155:31337`)
    expect(response).toMatchObject({ status: 400, body: { error: 'Bad Request', message } })
  })

  it.each([
    ['', 'querystring.chainId is required'],
    ['chainId=31337', 'querystring.chainId must be a CAIP-2 network id like eip155:1'],
    ['chainId=eip155:1', 'querystring.chainId is eip155:1, which this server does not serve (it serves eip155:31337, eip155:31338, solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9)'],
    ['chainId=eip155:31337&currency=btc', "querystring.currency must be one of 'usd', 'eur', 'gbp'"],
    ['chainId=eip155:31337&forceUpdate=yes', "querystring.forceUpdate must be one of 'true', 'false'"],
  ])('rejects the query "%s" with 400: %s', async (query, message) => {
    const response = await request(server.baseUrl, `/v1/account/${account0}/balance?${query}`)
    expect(response).toMatchObject({ status: 400, body: { error: 'Bad Request', message } })
  })

  it('answers 503 naming the chain when its RPC node is unreachable, and keeps serving', async () => {
    // Nothing listens on port 1, so the connection is refused at once.
    const unreachable = await startServer({
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Offline Devnet',
          rpcUrl: 'http://127.0.0.1:1',
          testnet: false,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          nativePriceUsd: 3000,
          tokens: [],
        },
      ],
    })
    try {
      const response = await request(unreachable.baseUrl, `/v1/account/${account0}/balance?chainId=eip155:31337`)
      expect(response).toMatchObject({
        status: 503,
        body: { error: 'Service Unavailable', message: 'The RPC node of eip155:31337 (Offline Devnet) cannot be reached; try again shortly.' },
      })
      expect((await request(unreachable.baseUrl, '/healthz')).body).toEqual({ ok: true })
    } finally {
      await unreachable.close()
    }
  })
})
