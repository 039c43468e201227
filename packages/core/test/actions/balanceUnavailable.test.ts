/**
 * A balance the client does not have is never shown as a number: a failure keeps the last known
 * balances, marked as such, and the client recovers by itself once the server answers again.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SNACKBARS } from '../../src/errors.ts'
import { startFakeApi, tokenBalance, type FakeApi } from '../fixtures/apiServer.ts'
import { account, balancesSettled, createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet, zora } from '../fixtures/networks.ts'
import { createTestWallet, type TestWalletOptions } from '../fixtures/testWallet.ts'

const ether = tokenBalance({ quantity: { decimals: '18', numeric: '1.5' } })
const usdc = tokenBalance({ name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xa0b8', price: 1, value: 20, quantity: { decimals: '6', numeric: '20' } })

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(async () => {
  await settleClients()
  vi.useRealTimers()
})
beforeEach(() => {
  api.reset()
  api.supportedChains = [mainnet.caipNetworkId]
})

const balanceRequests = () => api.requestsTo('/v1/account/')

async function connected(walletOptions: TestWalletOptions = {}) {
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1, ...walletOptions })
  const foyer = createTestFoyer(api, { wallets: [wallet] })
  await foyer.client.connect(wallet)
  await balancesSettled(foyer.client)
  return { ...foyer, wallet }
}

describe('an unavailable balance', () => {
  it('a failed refresh keeps the last known balances, marked failed with the time they were read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'))
    api.balances.set(EVM_ADDRESS, [ether, usdc])
    const { client } = await connected()
    expect(account(client)).toMatchObject({ balance: '1.5', balanceUnavailable: undefined, balanceFetchedAt: Date.parse('2026-01-01T12:00:00Z') })

    api.failures.balance = 503
    vi.setSystemTime(new Date('2026-01-01T12:05:00Z'))
    await client.refreshBalances()
    expect(account(client)).toMatchObject({
      balance: '1.5',
      tokenBalance: [ether, usdc],
      balanceUnavailable: 'failed',
      balanceFetchedAt: Date.parse('2026-01-01T12:00:00Z'),
    })
  })

  it('with nothing known yet, a failure leaves the balance undefined (never "0") and the tokens empty, marked failed', async () => {
    api.failures.balance = 503
    const { client } = await connected()
    const { balance, tokenBalance: tokens, balanceUnavailable, balanceFetchedAt } = account(client)
    expect({ balance, tokens, balanceUnavailable, balanceFetchedAt }).toEqual({ balance: undefined, tokens: [], balanceUnavailable: 'failed', balanceFetchedAt: undefined })
  })

  it("an answer of another shape is a failure too: 'Token Balance Unavailable', no made-up number", async () => {
    api.balances.set(EVM_ADDRESS, [tokenBalance({ quantity: { decimals: '18', numeric: 'lots' } })])
    const { client } = await connected()
    expect(account(client).balance).toBeUndefined()
    expect(account(client).balanceUnavailable).toBe('failed')
    expect(client.ctx.snackbar.get()).toMatchObject({ open: true, message: SNACKBARS.TOKEN_BALANCE_UNAVAILABLE })
  })

  it('recovers by itself: each time the 30 s block ends it asks again (the server reading the chain), until the server answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    api.failures.balance = 503
    api.balances.set(EVM_ADDRESS, [ether])
    const { client } = await connected()
    expect(balanceRequests()).toHaveLength(1)
    client.ctx.snackbar.hide()

    // Still away at the first retry: still unavailable, and the snackbar does not come back each time.
    await vi.advanceTimersByTimeAsync(30_000)
    await vi.waitFor(() => expect(balanceRequests()).toHaveLength(2))
    await balancesSettled(client)
    expect(account(client).balanceUnavailable).toBe('failed')
    expect(client.ctx.snackbar.get().open).toBe(false)

    // Back: the next retry reads the balances, and no more retries follow.
    api.failures = {}
    await vi.advanceTimersByTimeAsync(30_000)
    await vi.waitFor(() => expect(balanceRequests()).toHaveLength(3))
    await balancesSettled(client)
    expect(balanceRequests()[2]!.query.forceUpdate).toBe('true')
    expect(account(client)).toMatchObject({ balance: '1.5', balanceUnavailable: undefined })
    // (the page hidden, so the 15 s watch of a shown balance asks nothing either: balanceWatch.test.ts)
    vi.stubGlobal('document', { visibilityState: 'hidden' })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(balanceRequests()).toHaveLength(3)
    vi.unstubAllGlobals()
  })

  it("the visitor's Retry asks at once, even within the 30 s block, and a failure says so again", async () => {
    api.failures.balance = 503
    const { client } = await connected()
    client.ctx.snackbar.hide()
    await client.retryBalances()
    expect(balanceRequests()).toHaveLength(2)
    expect(client.ctx.snackbar.get()).toMatchObject({ open: true, message: SNACKBARS.TOKEN_BALANCE_UNAVAILABLE })

    api.failures = {}
    api.balances.set(EVM_ADDRESS, [ether])
    await client.retryBalances()
    expect(account(client)).toMatchObject({ balance: '1.5', balanceUnavailable: undefined })
  })

  it("a network the server does not serve has no balance: 'unsupported', not 0", async () => {
    const { client } = await connected({ chainId: zora.id })
    expect(account(client)).toMatchObject({ balance: undefined, tokenBalance: [], balanceUnavailable: 'unsupported' })
  })

  it('a token the server has no price for keeps price and value null, never 0', async () => {
    const unpriced = tokenBalance({ name: 'Dev Token', symbol: 'DEV', address: 'eip155:1:0xde70', price: null, value: null, quantity: { decimals: '18', numeric: '42' } })
    api.balances.set(EVM_ADDRESS, [ether, unpriced])
    const { client } = await connected()
    expect(account(client).tokenBalance[1]).toMatchObject({ symbol: 'DEV', price: null, value: null })
  })
})
