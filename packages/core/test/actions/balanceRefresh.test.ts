/**
 * When the balances are read again: after a transaction (pending, then mined), when the Account view
 * opens (within the 30 s cache and the 30 s retry block of spec §9), and on the wallet's own events.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eip155Namespace, evmNetwork } from '@foyer/adapter-evm'
import { mockAdapter } from '@foyer/core/testing'
import { INCLUSION_POLL_MS } from '../../src/actions/transactionFollow.ts'
import type { NamespaceModule } from '../../src/namespaceModule.ts'
import type { WalletRpcRequest } from '../../src/namespaceRequests.ts'
import { startFakeApi, tokenBalance, type FakeApi } from '../fixtures/apiServer.ts'
import { account, balancesSettled, createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2, mainnet, optimism } from '../fixtures/networks.ts'
import { createTestWallet, type TestWalletOptions } from '../fixtures/testWallet.ts'

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth = (numeric: string) => tokenBalance({ quantity: { decimals: '18', numeric } })

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
  api.supportedChains = [mainnet.caipNetworkId, optimism.caipNetworkId]
})

const balanceRequests = () => api.requestsTo('/v1/account/')
const receiptAsks = (calls: { method: string; args: unknown[] }[]) => calls.filter((call) => call.method === 'rpc' && (call.args[0] as WalletRpcRequest).method === 'eth_getTransactionReceipt')

async function connected(walletOptions: TestWalletOptions = {}, setup: Parameters<typeof createTestFoyer>[1] = {}) {
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1, ...walletOptions })
  const foyer = createTestFoyer(api, { wallets: [wallet], ...setup })
  await foyer.client.connect(wallet)
  await balancesSettled(foyer.client)
  return { ...foyer, wallet }
}

describe('balances after a transaction', () => {
  it('are read again at once when it is sent (pending) and again once the chain has it in a block (mined), the server reading the chain each time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let mined = false
    api.balances.set(EVM_ADDRESS, [eth('10')])
    const { client, wallet } = await connected({
      answer: (request) => (request.method === 'eth_getTransactionReceipt' ? (mined ? { status: '0x1', blockNumber: '0x2' } : null) : `0x${'cd'.repeat(32)}`),
    })
    expect(balanceRequests()).toHaveLength(1)

    // Pending: the wallet has the transaction; the chain may count it already.
    api.balances.set(EVM_ADDRESS, [eth('9.99')])
    const hash = await client.sendTransaction({ to: RECIPIENT, value: 10n ** 16n })
    await balancesSettled(client)
    expect(balanceRequests()).toHaveLength(2)
    expect(balanceRequests()[1]!.query.forceUpdate).toBe('true')
    expect(account(client).balance).toBe('9.99')
    await vi.waitFor(() => expect(receiptAsks(wallet.calls)).toHaveLength(1))
    expect((receiptAsks(wallet.calls)[0]!.args[0] as WalletRpcRequest).params).toEqual([hash])

    // Not in a block yet: asked again later, and nothing is read meanwhile.
    await vi.advanceTimersByTimeAsync(INCLUSION_POLL_MS)
    await vi.waitFor(() => expect(receiptAsks(wallet.calls)).toHaveLength(2))
    expect(balanceRequests()).toHaveLength(2)

    // Mined: the gas is final; the balances are read once more, and the chain is asked no more.
    mined = true
    api.balances.set(EVM_ADDRESS, [eth('9.98997')])
    await vi.advanceTimersByTimeAsync(INCLUSION_POLL_MS)
    await vi.waitFor(() => expect(balanceRequests()).toHaveLength(3))
    await balancesSettled(client)
    expect(balanceRequests()[2]!.query.forceUpdate).toBe('true')
    expect(account(client)).toMatchObject({ balance: '9.98997', balanceUnavailable: undefined })
    await vi.advanceTimersByTimeAsync(INCLUSION_POLL_MS * 3)
    expect(receiptAsks(wallet.calls)).toHaveLength(3)
    expect(balanceRequests()).toHaveLength(3)
  })

  it('a WalletConnect wallet is not asked whether it is mined (that would reach the phone): the network’s node is', async () => {
    const node = evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: `${api.url}/chain-rpc` })
    api.chainRpc = (call) => (call.method === 'eth_getTransactionReceipt' ? { status: '0x1' } : null)
    const { client, wallet } = await connected({ type: 'WALLET_CONNECT' }, { networks: [node, optimism] })
    const hash = await client.sendTransaction({ to: RECIPIENT })
    await vi.waitFor(() => expect(balanceRequests()).toHaveLength(3))
    expect(api.requestsTo('/chain-rpc').map((request) => request.body)).toEqual([{ jsonrpc: '2.0', id: expect.any(Number), method: 'eth_getTransactionReceipt', params: [hash] }])
    expect(receiptAsks(wallet.calls)).toEqual([])
  })

  it('a wallet of a namespace whose wallets answer no chain reads (askNode: solana) is not asked whether it is mined: the network’s node is', async () => {
    const node = evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: `${api.url}/chain-rpc` })
    api.chainRpc = (call) => (call.method === 'eth_getTransactionReceipt' ? { status: '0x1' } : null)
    // eip155 with its inclusion check marked askNode, as the solana namespace's is.
    const parts = await eip155Namespace.load()
    const askingTheNode: NamespaceModule<'eip155'> = { ...eip155Namespace, load: async () => ({ ...parts, inclusion: (hash) => ({ ...parts.inclusion!(hash), askNode: true }) }) }
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const { client } = createTestFoyer(api, { wallets: [wallet], networks: [node, optimism], adapters: [mockAdapter('eip155', [wallet], askingTheNode)] })
    await client.connect(wallet)
    await balancesSettled(client)
    const hash = await client.sendTransaction({ to: RECIPIENT })
    await vi.waitFor(() => expect(balanceRequests()).toHaveLength(3))
    expect(api.requestsTo('/chain-rpc').map((request) => request.body)).toEqual([{ jsonrpc: '2.0', id: expect.any(Number), method: 'eth_getTransactionReceipt', params: [hash] }])
    expect(receiptAsks(wallet.calls)).toEqual([])
  })

  it('once the wallet moves to another account, the old transaction is no longer followed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, wallet } = await connected({ answer: (request) => (request.method === 'eth_getTransactionReceipt' ? null : `0x${'cd'.repeat(32)}`) })
    await client.sendTransaction({ to: RECIPIENT })
    await vi.waitFor(() => expect(receiptAsks(wallet.calls)).toHaveLength(1))
    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    await balancesSettled(client)
    await vi.advanceTimersByTimeAsync(INCLUSION_POLL_MS * 3)
    expect(receiptAsks(wallet.calls)).toHaveLength(1)
  })
})

describe('balances when the Account view opens', () => {
  it('are read again when older than 30 s (spec §9 cache), and kept when newer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const { client } = await connected()
    expect(balanceRequests()).toHaveLength(1)

    vi.setSystemTime(new Date('2026-01-01T00:00:29Z'))
    client.open()
    expect(client.ctx.router.current().view).toBe('Account')
    await balancesSettled(client)
    expect(balanceRequests(), 'read 29 s ago: kept').toHaveLength(1)
    client.close()

    vi.setSystemTime(new Date('2026-01-01T00:00:30Z'))
    client.open({ view: 'Account' })
    await balancesSettled(client)
    expect(balanceRequests(), '30 s old: read again').toHaveLength(2)
    expect(balanceRequests()[1]!.query.forceUpdate).toBeUndefined()
  })

  it('going to the Account view inside the open modal counts as opening it; other views do not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const { client } = await connected()
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'))
    client.open({ view: 'Networks' })
    await balancesSettled(client)
    expect(balanceRequests()).toHaveLength(1)
    client.push('Account')
    await balancesSettled(client)
    expect(balanceRequests()).toHaveLength(2)
  })

  it('within 30 s of a failure nothing is asked (spec §9 retry block); when the block ends the balances are asked again by themselves', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const { client } = await connected()
    api.failures.balance = 503
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'))
    client.open()
    await balancesSettled(client)
    expect(balanceRequests()).toHaveLength(2)
    expect(account(client).balanceUnavailable).toBe('failed')
    client.close()

    api.failures = {}
    await vi.advanceTimersByTimeAsync(20_000)
    client.open()
    await balancesSettled(client)
    expect(balanceRequests(), '20 s after the failure: blocked').toHaveLength(2)

    await vi.advanceTimersByTimeAsync(10_000)
    await vi.waitFor(() => expect(balanceRequests()).toHaveLength(3))
    await balancesSettled(client)
    expect(account(client).balanceUnavailable).toBeUndefined()
  })
})

describe("balances on the wallet's own events", () => {
  it('accountsChanged to another account forgets the old balances at once and reads the new account’s', async () => {
    api.balances.set(EVM_ADDRESS, [eth('10')])
    api.balances.set(EVM_ADDRESS_2, [eth('2.5')])
    const { client, wallet } = await connected()
    expect(account(client).balance).toBe('10')

    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    expect(account(client)).toMatchObject({ address: EVM_ADDRESS_2, balance: undefined, tokenBalance: [], balanceLoading: true })
    await balancesSettled(client)
    expect(balanceRequests().at(-1)!.path).toBe(`/v1/account/${EVM_ADDRESS_2}/balance`)
    expect(account(client).balance).toBe('2.5')
  })

  it('chainChanged to another network forgets the old balances at once and reads them on the new network', async () => {
    api.balances.set(EVM_ADDRESS, [eth('10')])
    const { client, wallet } = await connected()
    api.balances.set(EVM_ADDRESS, [tokenBalance({ chainId: optimism.caipNetworkId, quantity: { decimals: '18', numeric: '0.4' } })])

    wallet.switchChainFromWallet(optimism.id)
    expect(account(client)).toMatchObject({ balance: undefined, tokenBalance: [] })
    await balancesSettled(client)
    expect(balanceRequests().at(-1)!.query.chainId).toBe(optimism.caipNetworkId)
    expect(account(client).balance).toBe('0.4')
  })

  it('chainChanged to a chain the app does not list forgets the balances: none is shown for it, and they are read again on the way back', async () => {
    api.balances.set(EVM_ADDRESS, [eth('10')])
    const { client, wallet } = await connected()
    wallet.emit('chainChanged', 424242)
    expect(account(client)).toMatchObject({ balance: undefined, tokenBalance: [] })
    wallet.emit('chainChanged', 1)
    await balancesSettled(client)
    expect(balanceRequests()).toHaveLength(2)
    expect(account(client).balance).toBe('10')
  })

  it('the same account announced again within 30 s is not read again (spec §9 cache)', async () => {
    const { client, wallet } = await connected()
    wallet.emit('accountsChanged', [EVM_ADDRESS])
    await balancesSettled(client)
    expect(balanceRequests()).toHaveLength(1)
  })

  it('another account within the retry block shows no balance of the old one: it is unavailable until the block ends', async () => {
    api.failures.balance = 503
    api.balances.set(EVM_ADDRESS_2, [eth('2.5')])
    const { client, wallet } = await connected()
    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    await balancesSettled(client)
    expect(balanceRequests()).toHaveLength(1)
    expect(account(client)).toMatchObject({ address: EVM_ADDRESS_2, balance: undefined, balanceUnavailable: 'failed' })
  })
})

describe('the balance code loads on demand', () => {
  it('a client whose balance code has not loaded yet still gets the connected account’s balances: the code loads on the first ask', async () => {
    vi.resetModules()
    const fresh = await import('../../src/actions/balanceRefresh.ts')
    const { createFoyerClient } = await import('../../src/client.ts')
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    api.balances.set(EVM_ADDRESS, [eth('2.5')])
    const foyer = createTestFoyer(api, { wallets: [wallet] })
    // A client of the fresh modules: its own facade has loaded nothing yet.
    const client = createFoyerClient({ ...foyer.client.options, adapters: foyer.client.options.adapters })
    await client.connect(wallet)
    await vi.waitFor(() => expect(client.ctx.chains.chain('eip155')?.accountState.balance).toBe('2.5'))
    expect(balanceRequests()).toHaveLength(1)
    await fresh.loadBalanceRules()
    client.ctx.timers.clearAll()
  })
})
