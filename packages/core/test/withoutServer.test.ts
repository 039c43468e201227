import { evmNetwork } from '@foyer/adapter-evm'
import { solanaNetwork } from '@foyer/adapter-solana'
import { eip155Namespace } from '@foyer/adapter-evm/namespace'
import { solanaNamespace } from '@foyer/adapter-solana/namespace'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { balancesMaxAgeMs, refreshBalances } from '../src/actions/balances.ts'
import { loadWalletsPage, searchWallets } from '../src/actions/wallets.ts'
import { createNamespaceRegistry } from '../src/namespaceRegistry.ts'
import { NoServerError, requireServer } from '../src/serverRequired.ts'
import { startFakeApi, type FakeApi } from './fixtures/apiServer.ts'
import { account, balancesSettled, createTestFoyer, settleClients } from './fixtures/foyer.ts'
import { EVM_ADDRESS, SOLANA_ADDRESS, solana } from './fixtures/networks.ts'
import { createTestWallet } from './fixtures/testWallet.ts'

// The fake API stands in for the networks' own nodes only (`/chain-rpc`): with no apiUrl, nothing
// else of it may be asked.
let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => settleClients())
beforeEach(() => api.reset())

const node = () => evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: `${api.url}/chain-rpc` })
const serverless = (wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })) => ({ ...createTestFoyer(api, { apiUrl: undefined, networks: [node()], wallets: [wallet] }), wallet })
const askedOtherThanTheNode = () => api.requests.filter((request) => request.path !== '/chain-rpc')

describe('Foyer without a server', () => {
  it("offers on a namespace only what its parts give without a server: eip155's and solana's balance and send, no names, activity, onramp or swap", () => {
    const withServer = createNamespaceRegistry([], [eip155Namespace, solanaNamespace])
    const without = createNamespaceRegistry([], [eip155Namespace, solanaNamespace], { server: false })
    const services = ['balance', 'send', 'names', 'activity', 'onramp', 'swap'] as const
    expect(services.filter((service) => withServer.serves('eip155', service))).toEqual(services)
    expect(services.filter((service) => without.serves('eip155', service))).toEqual(['balance', 'send'])
    expect(services.filter((service) => without.serves('solana', service))).toEqual(['balance', 'send'])
  })

  it("the connected account's balance is the network node's eth_getBalance, exactly, and nothing but the node is asked", async () => {
    api.chainRpc = (call) => (call.method === 'eth_getBalance' ? '0x1bc16d674ec80001' : null)
    const { client, wallet } = serverless()
    await client.connect(wallet)
    await balancesSettled(client)
    expect(account(client)).toMatchObject({ balance: '2.000000000000000001', balanceSymbol: 'ETH', balanceUnavailable: undefined })
    expect(account(client).tokenBalance).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: null, price: null, iconUrl: '', quantity: { decimals: '18', numeric: '2.000000000000000001' } },
    ])
    expect(api.requestsTo('/chain-rpc').map((request) => request.body)).toEqual([{ jsonrpc: '2.0', id: expect.any(Number), method: 'eth_getBalance', params: [EVM_ADDRESS, 'latest'] }])
    expect(askedOtherThanTheNode()).toEqual([])
  })

  it('the native balance read from the node is kept 30 s (spec §9): opening the modal within them asks the node nothing, after them once', async () => {
    api.chainRpc = (call) => (call.method === 'eth_getBalance' ? '0x1' : null)
    const { client, ctx, wallet } = serverless()
    expect(balancesMaxAgeMs(ctx)).toBe(30_000)
    await client.connect(wallet)
    await balancesSettled(client)
    const readAt = account(client).balanceFetchedAt!
    const clock = vi.spyOn(Date, 'now').mockReturnValue(readAt + 29_999)
    await refreshBalances(ctx, 'eip155', 'open')
    expect(api.requestsTo('/chain-rpc')).toHaveLength(1)
    clock.mockReturnValue(readAt + 30_000)
    await refreshBalances(ctx, 'eip155', 'open')
    expect(api.requestsTo('/chain-rpc')).toHaveLength(2)
  })

  it('a balance of 0 is a known 0 with no token entry; a node that fails marks the balance unavailable', async () => {
    api.chainRpc = () => '0x0'
    const empty = serverless()
    await empty.client.connect(empty.wallet)
    await balancesSettled(empty.client)
    expect(account(empty.client)).toMatchObject({ balance: '0', tokenBalance: [], balanceUnavailable: undefined })

    api.chainRpc = () => 'not a quantity'
    const failing = serverless()
    await failing.client.connect(failing.wallet)
    await balancesSettled(failing.client)
    expect(account(failing.client).balanceUnavailable).toBe('failed')
    expect(askedOtherThanTheNode()).toEqual([])
  })

  it("solana's balance is the node's getBalance in lamports, as SOL", async () => {
    api.chainRpc = (call) => (call.method === 'getBalance' ? { context: { slot: 1 }, value: 1_500_000_001 } : null)
    const network = solanaNetwork({ genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', rpcUrl: `${api.url}/chain-rpc` })
    const parts = await solanaNamespace.load()
    expect(await parts.nodeBalance!(network, SOLANA_ADDRESS)).toBe(1_500_000_001n)
    expect(api.requestsTo('/chain-rpc').map((request) => request.body)).toEqual([
      { jsonrpc: '2.0', id: expect.any(Number), method: 'getBalance', params: [SOLANA_ADDRESS, { commitment: 'confirmed' }] },
    ])
  })

  it("the Connect view's wallets are the built-in registry's, with include, exclude, search and generated images, and no request", async () => {
    const { client } = serverless()
    const { recommended, count } = await client.loadConnectWallets()
    expect(recommended.length).toBeGreaterThan(0)
    expect(count).toBeGreaterThan(50)
    expect(recommended[0]).toMatchObject({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' })
    expect(client.ctx.registry.walletImageUrl('metamask')).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    expect(client.ctx.registry.walletImageUrl('no-such-wallet')).toBeUndefined()

    const page2 = await loadWalletsPage(client.ctx, 2)
    expect(page2.data.map((listing) => listing.id)).not.toContain('metamask')
    const found = await searchWallets(client.ctx, 'trust')
    expect(found.data.map((listing) => listing.id)).toEqual(['trust'])

    const narrowed = createTestFoyer(api, { apiUrl: undefined, networks: [node()], includeWalletIds: ['trust', 'metamask'], excludeWalletIds: ['metamask'] })
    expect((await loadWalletsPage(narrowed.ctx, 1)).data.map((listing) => listing.id)).toEqual(['trust'])
    expect(api.requests).toEqual([])
  })

  it('a Solana-only site lists only wallets that serve Solana: Connect, All Wallets and search (spec §7 chains)', async () => {
    const solanaOnly = createTestFoyer(api, { apiUrl: undefined, networks: [solana] })
    const servesSolana = (listing: { chains: string[] }) => listing.chains.some((chain) => chain.startsWith('solana:'))
    const { recommended } = await solanaOnly.client.loadConnectWallets()
    const firstPage = await loadWalletsPage(solanaOnly.ctx, 1)
    const found = await searchWallets(solanaOnly.ctx, 'a')
    for (const listing of [...recommended, ...firstPage.data, ...found.data]) expect(servesSolana(listing), listing.id).toBe(true)
    expect(firstPage.data.map((listing) => listing.id)).toContain('phantom')
    expect(firstPage.data.map((listing) => listing.id)).not.toContain('safe')
    // An EVM site still lists Safe, which serves no Solana.
    expect((await loadWalletsPage(serverless().ctx, 1)).data.map((listing) => listing.id)).toContain('safe')
  })

  it('no login is offered (the embedded wallet is the server’s) and nothing is asked for it; analytics send nothing but listeners hear every event', async () => {
    const { client, ctx } = serverless()
    await client.loadLoginMethods()
    expect(ctx.auth.get().loginMethods).toEqual({ status: 'known', methods: { email: false, socials: [] } })
    const heard: string[] = []
    client.onEvent((event) => heard.push(event.data.event))
    await client.open()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(heard).toContain('MODAL_OPEN')
    expect(api.requests).toEqual([])
  })

  it('no projectId is missing: a project is the server’s, so opening the modal names nothing in the console or the modal', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { client } = createTestFoyer(api, { apiUrl: undefined, projectId: undefined, devMode: true, networks: [node()] })
    client.open()
    expect(client.ctx.alert.get().key).toBeUndefined()
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
  })

  it('a feature only the server serves, asked for directly, says it needs a Foyer server', () => {
    const { ctx } = serverless()
    expect(() => requireServer(ctx, 'Swaps')).toThrow(new NoServerError('Swaps needs a Foyer server: set apiUrl'))
  })
})
