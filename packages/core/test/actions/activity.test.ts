import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { InternalFoyerClient } from '../../src/client.ts'
import { PENDING_TRANSACTIONS_LIMIT } from '../../src/constants.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { balancesSettled, createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2, SOLANA_ADDRESS, mainnet, optimism, solana } from '../fixtures/networks.ts'
import { createTestWallet, type TestWalletOptions } from '../fixtures/testWallet.ts'
import { ethTransfer, nextHash, nftTransfer, transaction } from '../fixtures/transactions.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => settleClients())
beforeEach(() => {
  api.reset()
  api.supportedChains = [mainnet.caipNetworkId, optimism.caipNetworkId, solana.caipNetworkId]
})

async function connected(walletOptions: TestWalletOptions = {}, setup: Parameters<typeof createTestFoyer>[1] = {}) {
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1, ...walletOptions })
  const { client } = createTestFoyer(api, { wallets: [wallet], ...setup })
  await client.connect(wallet)
  await balancesSettled(client, wallet.chain)
  return { client, wallet }
}

const activity = (client: InternalFoyerClient) => client.ctx.activity.get()
const historyRequests = () => api.requests.filter((request) => request.path.endsWith('/history'))
const hashes = (client: InternalFoyerClient) => activity(client).transactions.map((t) => t.metadata.hash)

describe('activity: fetching by cursor (spec §4, §7)', () => {
  it('the first page is asked of GET /v1/account/:address/history with the connected chain and the sdk properties', async () => {
    const received = transaction()
    api.history.set(EVM_ADDRESS, [received])
    const { client } = await connected()
    await client.fetchTransactions()
    expect(historyRequests()).toEqual([
      {
        method: 'GET',
        path: `/v1/account/${EVM_ADDRESS}/history`,
        query: { projectId: 'test-project', st: 'foyer', sv: expect.stringMatching(/1\.7\.3$/), chainId: 'eip155:1' },
        body: undefined,
      },
    ])
    expect(activity(client)).toMatchObject({
      owner: { address: EVM_ADDRESS, caipNetworkId: 'eip155:1' },
      transactions: [received],
      next: null,
      loading: false,
      empty: false,
    })
  })

  it("fetching without an account throws 'Transactions can't be fetched without an accountAddress'", async () => {
    const { client } = createTestFoyer(api)
    await expect(client.fetchTransactions()).rejects.toThrow("Transactions can't be fetched without an accountAddress")
    expect(historyRequests()).toEqual([])
  })

  it('the next page is asked with the cursor of the previous one and appended', async () => {
    const all = [transaction(), transaction(), transaction()]
    api.history.set(EVM_ADDRESS, all)
    const { client } = await connected()
    await client.fetchTransactions()
    expect(activity(client).next).toBe('2')
    await client.fetchNextTransactions()
    expect(historyRequests().map((request) => request.query.cursor)).toEqual([undefined, '2'])
    expect(hashes(client)).toEqual(all.map((t) => t.metadata.hash))
    expect(activity(client).next).toBeNull()
  })

  it('only one page is fetched at a time', async () => {
    api.history.set(EVM_ADDRESS, [transaction(), transaction(), transaction(), transaction(), transaction()])
    const { client } = await connected()
    await client.fetchTransactions()
    await Promise.all([client.fetchNextTransactions(), client.fetchNextTransactions()])
    expect(historyRequests()).toHaveLength(2)
    expect(activity(client).transactions).toHaveLength(4)
  })

  it('after the last page nothing more is asked', async () => {
    api.history.set(EVM_ADDRESS, [transaction()])
    const { client } = await connected()
    await client.fetchTransactions()
    await client.fetchNextTransactions()
    expect(historyRequests()).toHaveLength(1)
  })

  it('an account without transactions is empty', async () => {
    const { client } = await connected()
    await client.fetchTransactions()
    expect(activity(client)).toMatchObject({ transactions: [], next: null, empty: true, loading: false })
  })

  it('loading is a flag set during the fetch', async () => {
    const { client } = await connected()
    const flags: boolean[] = []
    const stop = client.ctx.activity.subscribe((state) => flags.push(state.loading))
    await client.fetchTransactions()
    stop()
    expect(flags).toContain(true)
    expect(activity(client).loading).toBe(false)
  })

  it("a failed fetch sets empty and shows 'Failed to fetch transactions'", async () => {
    api.history.set(EVM_ADDRESS, [transaction()])
    api.failures.history = 503
    const { client } = await connected()
    await client.fetchTransactions()
    expect(activity(client)).toMatchObject({ empty: true, failed: true, loading: false })
    expect(client.ctx.snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Failed to fetch transactions' })
  })

  it('a failed next page sets empty too, keeps the list, and can be asked again', async () => {
    api.history.set(EVM_ADDRESS, [transaction(), transaction(), transaction()])
    const { client } = await connected()
    await client.fetchTransactions()
    api.failures.history = 500
    await client.fetchNextTransactions()
    expect(activity(client)).toMatchObject({ empty: true, failed: true, next: '2' })
    expect(activity(client).transactions).toHaveLength(2)

    api.failures = {}
    await client.fetchNextTransactions()
    expect(activity(client)).toMatchObject({ empty: false, failed: false, next: null })
    expect(activity(client).transactions).toHaveLength(3)
  })

  it('an answer of the wrong shape counts as a failure', async () => {
    api.history.set(EVM_ADDRESS, [{ id: 'x', metadata: {} } as never])
    const { client } = await connected()
    await client.fetchTransactions()
    expect(activity(client)).toMatchObject({ empty: true, failed: true })
    expect(client.ctx.snackbar.get().message).toBe('Failed to fetch transactions')
  })

  it('an operation type this client does not know shows as execute', async () => {
    api.history.set(EVM_ADDRESS, [transaction({ operationType: 'bridge' })])
    const { client } = await connected()
    await client.fetchTransactions()
    expect(activity(client).transactions[0]!.metadata.operationType).toBe('execute')
  })
})

describe('activity: what is dropped (spec §5)', () => {
  it('a transaction whose transfers are all flagged spam is dropped', async () => {
    const spam = transaction({ transfers: [nftTransfer(true), nftTransfer(true)] })
    const kept = transaction()
    api.history.set(EVM_ADDRESS, [spam, kept])
    const { client } = await connected()
    await client.fetchTransactions()
    expect(hashes(client)).toEqual([kept.metadata.hash])
  })

  it('a transaction with one transfer not flagged spam is kept, and so is one without transfers', async () => {
    const mixed = transaction({ transfers: [nftTransfer(true), ethTransfer()] })
    const call = transaction({ transfers: [], operationType: 'execute' })
    api.history.set(EVM_ADDRESS, [mixed, call])
    const { client } = await connected()
    await client.fetchTransactions()
    expect(hashes(client)).toEqual([mixed.metadata.hash, call.metadata.hash])
  })

  it('a transaction not on the connected chain is dropped', async () => {
    const elsewhere = transaction({ chain: 'eip155:10' })
    const here = transaction({ chain: 'eip155:1' })
    api.history.set(EVM_ADDRESS, [elsewhere, here])
    const { client } = await connected()
    await client.fetchTransactions()
    expect(hashes(client)).toEqual([here.metadata.hash])
  })

  it('a page whose transactions are all dropped is not the end: the next page is still there', async () => {
    api.history.set(EVM_ADDRESS, [transaction({ chain: 'eip155:10' }), transaction({ chain: 'eip155:10' }), transaction()])
    const { client } = await connected()
    await client.fetchTransactions()
    expect(activity(client)).toMatchObject({ transactions: [], next: '2', empty: false })
    await client.fetchNextTransactions()
    expect(activity(client).transactions).toHaveLength(1)
  })
})

describe('activity: whose list it is', () => {
  it('an account change starts the list over', async () => {
    api.history.set(EVM_ADDRESS, [transaction()])
    const { client, wallet } = await connected({ addresses: [EVM_ADDRESS, EVM_ADDRESS_2] })
    await client.fetchTransactions()
    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    expect(activity(client)).toMatchObject({ owner: { address: EVM_ADDRESS_2 }, transactions: [], next: undefined })
    await balancesSettled(client)
  })

  it('a network change starts the list over, and a late answer for the old network is ignored', async () => {
    api.history.set(EVM_ADDRESS, [transaction({ chain: 'eip155:1' })])
    const { client } = await connected()
    // The page for the old network is asked for (its code loads with the first page)…
    const asked = new Promise<void>((resolve) => {
      const stop = client.ctx.activity.subscribe((state) => state.loading && (stop(), resolve()))
    })
    const late = client.fetchTransactions()
    await asked
    await client.switchNetwork(optimism)
    expect(activity(client)).toMatchObject({ owner: { caipNetworkId: 'eip155:10' }, transactions: [], loading: false })
    await late
    expect(activity(client)).toMatchObject({ transactions: [], next: undefined })
    await balancesSettled(client)
  })

  it('disconnecting empties the list', async () => {
    api.history.set(EVM_ADDRESS, [transaction()])
    const { client } = await connected()
    await client.fetchTransactions()
    await client.disconnect()
    expect(activity(client)).toMatchObject({ owner: undefined, transactions: [], next: undefined })
  })

  it('activity is served on eip155 only: a solana account gets an empty list and no request', async () => {
    const { client } = await connected({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id }, { defaultNetwork: solana })
    await client.fetchTransactions()
    expect(activity(client)).toMatchObject({ transactions: [], empty: true })
    expect(historyRequests()).toEqual([])
  })
})

describe('activity: pending transactions (spec §9)', () => {
  const pending = (hash = nextHash()) => ({ hash, chain: 'eip155:1' as const, sentFrom: EVM_ADDRESS })

  it(`at most ${PENDING_TRANSACTIONS_LIMIT} pending transactions are kept; the oldest is forgotten first`, () => {
    const { client } = createTestFoyer(api)
    const sent = Array.from({ length: PENDING_TRANSACTIONS_LIMIT + 1 }, () => pending())
    for (const transaction of sent) client.trackTransaction(transaction)
    const kept = activity(client).pending.map((p) => p.hash)
    expect(kept).toHaveLength(99)
    expect(kept[0]).toBe(sent.at(-1)!.hash)
    expect(kept).not.toContain(sent[0]!.hash)
  })

  it('a pending transaction is forgotten once the history lists it', async () => {
    const mined = transaction()
    api.history.set(EVM_ADDRESS, [mined])
    const { client } = await connected()
    client.trackTransaction(pending(mined.metadata.hash.toUpperCase().replace('0X', '0x')))
    client.trackTransaction(pending())
    await client.fetchTransactions()
    expect(activity(client).pending.map((p) => p.hash)).not.toContain(mined.metadata.hash)
    expect(activity(client).pending).toHaveLength(1)
  })

  it('pending transactions stay across account changes', async () => {
    const { client } = await connected()
    client.trackTransaction(pending())
    await client.disconnect()
    expect(activity(client).pending).toHaveLength(1)
  })

  it('only a transaction hash can be tracked', () => {
    const { client } = createTestFoyer(api)
    expect(() => client.trackTransaction(pending('0x1234'))).toThrow('Not a transaction hash: 0x1234')
  })
})
