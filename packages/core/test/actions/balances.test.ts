import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakeApi, tokenBalance, type FakeApi } from '../fixtures/apiServer.ts'
import { account, balancesSettled, createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, POLKADOT_ADDRESS, SOLANA_ADDRESS, mainnet, optimism, polkadot, sepolia, solana, zora } from '../fixtures/networks.ts'
import { createTestWallet, type TestWalletOptions } from '../fixtures/testWallet.ts'

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
  api.supportedChains = [mainnet.caipNetworkId, optimism.caipNetworkId, solana.caipNetworkId]
})

async function connected(walletOptions: TestWalletOptions = {}, setup: Parameters<typeof createTestFoyer>[1] = {}) {
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1, ...walletOptions })
  const foyer = createTestFoyer(api, { wallets: [wallet], ...setup })
  await foyer.client.connect(wallet)
  await balancesSettled(foyer.client, wallet.chain)
  return { ...foyer, wallet }
}

const balanceRequests = () => api.requestsTo('/v1/account/')

describe('balances', () => {
  it('balances are asked of GET /v1/account/:address/balance with the chain, the currency and the sdk properties', async () => {
    await connected()
    expect(balanceRequests()).toEqual([
      {
        method: 'GET',
        path: `/v1/account/${EVM_ADDRESS}/balance`,
        query: { projectId: 'test-project', st: 'foyer', sv: expect.stringMatching(/1\.7\.3$/), currency: 'usd', chainId: 'eip155:1' },
        body: undefined,
      },
    ])
  })

  it("tokens with decimals '0' are dropped and the native quantity is the balance", async () => {
    const native = tokenBalance({ quantity: { decimals: '18', numeric: '0.25' } })
    const junk = tokenBalance({ symbol: 'JUNK', address: 'eip155:1:0xjunk', quantity: { decimals: '0', numeric: '5' } })
    api.balances.set(EVM_ADDRESS, [junk, native])
    const { client } = await connected()
    expect(account(client)).toMatchObject({ tokenBalance: [native], balance: '0.25', balanceSymbol: 'ETH' })
  })

  it("an account holding no native token has a balance of '0'", async () => {
    api.balances.set(EVM_ADDRESS, [tokenBalance({ symbol: 'USDC', address: 'eip155:1:0xa0b8' })])
    const { client } = await connected()
    expect(account(client).balance).toBe('0')
  })

  it('balance loading is a flag set during the fetch', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    expect(account(client).balanceLoading).toBe(true)
    await balancesSettled(client)
    expect(account(client).balanceLoading).toBe(false)
  })

  it("a balance failure shows 'Token Balance Unavailable'", async () => {
    api.failures.balance = 503
    const { client } = await connected()
    expect(client.ctx.snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' })
  })

  it('a balance failure blocks retries for 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    api.failures.balance = 500
    const { client } = await connected()
    expect(balanceRequests()).toHaveLength(1)
    api.failures = {}

    vi.setSystemTime(new Date('2026-01-01T00:00:29.999Z'))
    await client.refreshBalances()
    expect(balanceRequests()).toHaveLength(1)

    vi.setSystemTime(new Date('2026-01-01T00:00:30.000Z'))
    await client.refreshBalances()
    expect(balanceRequests()).toHaveLength(2)
  })

  it('a failed supported-chains answer counts as a balance failure and is asked again later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    api.failures.supportedChains = 500
    const { client } = await connected()
    expect(client.ctx.snackbar.get().message).toBe('Token Balance Unavailable')
    expect(balanceRequests()).toHaveLength(0)

    api.failures = {}
    vi.setSystemTime(new Date('2026-01-01T00:00:31Z'))
    await client.refreshBalances()
    expect(api.requestsTo('/v1/supported-chains')).toHaveLength(2)
    expect(balanceRequests()).toHaveLength(1)
  })

  it('the supported-chains list is asked once and kept', async () => {
    const { client } = await connected()
    await client.refreshBalances()
    await client.refreshBalances()
    expect(api.requestsTo('/v1/supported-chains')).toHaveLength(1)
    expect(balanceRequests()).toHaveLength(3)
  })

  it('a testnet network gets no balance fetch and no error: testnets simply have no balances', async () => {
    api.supportedChains.push(sepolia.caipNetworkId)
    const { client } = await connected({ chainId: sepolia.id })
    expect(balanceRequests()).toHaveLength(0)
    expect(api.requestsTo('/v1/supported-chains')).toHaveLength(0)
    expect(account(client).tokenBalance).toEqual([])
    expect(client.ctx.snackbar.get().open).toBe(false)
  })

  it('a chain the API does not support gets no balance fetch', async () => {
    const { client } = await connected({ chainId: zora.id })
    expect(account(client).status).toBe('connected')
    expect(balanceRequests()).toHaveLength(0)
    expect(client.ctx.snackbar.get().message).toBe('Token Balance Unavailable')
  })

  it('solana balances are fetched (balance works on eip155 and solana)', async () => {
    await connected({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    expect(balanceRequests()).toMatchObject([{ path: `/v1/account/${SOLANA_ADDRESS}/balance`, query: { chainId: solana.caipNetworkId } }])
  })

  it('a namespace without the balance feature (polkadot) gets no balance fetch', async () => {
    api.supportedChains.push(polkadot.caipNetworkId)
    const { client } = await connected({ chain: 'polkadot', addresses: [POLKADOT_ADDRESS], chainId: polkadot.id })
    await client.refreshBalances('polkadot')
    expect(account(client, 'polkadot').status).toBe('connected')
    expect(api.requests).toEqual([])
  })

  it('no account, no balance fetch', async () => {
    const { client } = createTestFoyer(api)
    await client.refreshBalances()
    expect(api.requests).toEqual([])
  })
})
