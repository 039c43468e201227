import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BALANCE_WATCH_MS } from '../../src/actions/balances.ts'
import { startFakeApi, tokenBalance, type FakeApi } from '../fixtures/apiServer.ts'
import { account, balancesSettled, createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet, solana } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  api.reset()
  api.supportedChains = [mainnet.caipNetworkId, solana.caipNetworkId]
  api.balances.set(EVM_ADDRESS, [tokenBalance({ quantity: { decimals: '18', numeric: '10' } })])
})
afterEach(async () => {
  await settleClients()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const balanceAsks = () => api.requestsTo('/v1/account/').map((request) => request.query.forceUpdate ?? 'cached')

/** Lets the watch's timer fire and the fetch it starts finish. */
async function watchTick(client: Parameters<typeof balancesSettled>[0]) {
  const before = api.requestsTo('/v1/account/').length
  await vi.advanceTimersByTimeAsync(BALANCE_WATCH_MS)
  await vi.waitFor(() => expect(api.requestsTo('/v1/account/').length).toBeGreaterThan(before))
  await balancesSettled(client)
}

async function connectedFoyer() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
  const foyer = createTestFoyer(api, { wallets: [wallet] })
  await foyer.client.connect(wallet)
  await balancesSettled(foyer.client)
  return foyer
}

describe('balances that follow the chain while shown', () => {
  it('the active account is read again every 15 s, the server asked to read the chain (a send made outside the modal shows)', async () => {
    const { client } = await connectedFoyer()
    expect(balanceAsks()).toEqual(['cached'])
    api.balances.set(EVM_ADDRESS, [tokenBalance({ quantity: { decimals: '18', numeric: '9' } })])
    await watchTick(client)
    expect(balanceAsks()).toEqual(['cached', 'true'])
    expect(account(client).balance).toBe('9')
    await watchTick(client)
    expect(balanceAsks()).toEqual(['cached', 'true', 'true'])
  })

  it('nothing is asked while the page is hidden; once it is visible again the next tick reads', async () => {
    const { client } = await connectedFoyer()
    vi.stubGlobal('document', { visibilityState: 'hidden' })
    await vi.advanceTimersByTimeAsync(BALANCE_WATCH_MS * 3)
    expect(balanceAsks()).toEqual(['cached'])
    vi.stubGlobal('document', { visibilityState: 'visible' })
    await watchTick(client)
    expect(balanceAsks()).toEqual(['cached', 'true'])
  })

  it('a namespace that is not the active one is not read; a disconnected account stops the watch', async () => {
    const { client } = await connectedFoyer()
    client.ctx.chains.setActiveNamespace('solana')
    await vi.advanceTimersByTimeAsync(BALANCE_WATCH_MS * 2)
    expect(balanceAsks()).toEqual(['cached'])
    client.ctx.chains.setActiveNamespace('eip155')
    await client.disconnect()
    await vi.advanceTimersByTimeAsync(BALANCE_WATCH_MS * 2)
    expect(balanceAsks()).toEqual(['cached'])
    expect(client.ctx.timers.has('balances-watch:eip155')).toBe(false)
  })

  it('a failed read stops the watch until the recovery reads again', async () => {
    const { client } = await connectedFoyer()
    api.failures.balance = 503
    await watchTick(client)
    expect(account(client).balanceUnavailable).toBe('failed')
    expect(client.ctx.timers.has('balances-watch:eip155')).toBe(false)
    expect(client.ctx.timers.has('balances:eip155')).toBe(true)
    api.failures = {}
    await vi.advanceTimersByTimeAsync(30_000)
    await vi.waitFor(() => expect(account(client).balanceUnavailable).toBeUndefined())
    expect(client.ctx.timers.has('balances-watch:eip155')).toBe(true)
  })
})
