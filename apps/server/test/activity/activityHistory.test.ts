import { startDevnet, type Devnet } from '@foyer/devnet'
import { createPublicClient, createTestClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type Hash } from 'viem'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { historyPageSchema, transactionSchema, type HistoryPage, type Transaction } from '../../src/activity/transactionSchema.ts'
import { chainConfigFromDevnet } from '../../src/index.ts'
import { describeOnEachDatabase, type FreshDatabase } from '../db/testDatabases.ts'
import { request, startServer, type RunningServer } from '../harness.ts'

// Every field checked, and nothing extra: the exact wire shape of spec §3's Transaction.
const strictPageSchema = z.strictObject({ data: z.array(z.strictObject(transactionSchema.shape)), next: historyPageSchema.shape.next })

// One devnet for the file, its transactions sent once; a server per database indexes it from the start.
let devnet: Devnet
let deployer: Address
let alice: Address
let bob: Address
let carol: Address
let usdc: Address
let sent: { eth: Hash; usdc: Hash; failed: Hash; l2: Hash }
beforeAll(async () => {
  devnet = await startDevnet()
  ;[deployer, alice, bob, carol] = devnet.accounts.map((account) => account.address) as [Address, Address, Address, Address]
  usdc = devnet.chains[0]!.tokens[0]!.address
  const [l1, l2] = devnet.chains.map((chain) => chain.rpcUrl) as [string, string]
  const wallet = (account: Address, rpcUrl = l1) => createWalletClient({ account, transport: http(rpcUrl) })
  const transfer = (to: Address, amount: string) => ({ address: usdc, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 6)], chain: null }) as const
  // Sent one after another, so the order of the history is known: l2 is the newest.
  const mined = async (hash: Hash, rpcUrl = l1) => (await createPublicClient({ transport: http(rpcUrl), pollingInterval: 20 }).waitForTransactionReceipt({ hash }), hash)
  const eth = await mined(await wallet(alice).sendTransaction({ to: bob, value: parseEther('0.5'), chain: null }))
  const token = await mined(await wallet(alice).writeContract(transfer(carol, '12.5')))
  const failed = await mined(await wallet(alice).writeContract({ ...transfer(carol, '999999'), gas: 100_000n }))
  // Each chain keeps its own clock and minedAt has whole seconds: without this, the l2 send could share
  // the failed send's second and the order between them would be a tie.
  const [l1Time, l2Time] = await Promise.all([l1, l2].map(async (rpcUrl) => (await createPublicClient({ transport: http(rpcUrl) }).getBlock()).timestamp))
  if (l2Time! <= l1Time!) await createTestClient({ mode: 'anvil', transport: http(l2) }).setNextBlockTimestamp({ timestamp: l1Time! + 1n })
  const onL2 = await mined(await wallet(alice, l2).sendTransaction({ to: bob, value: parseEther('0.25'), chain: null }), l2)
  sent = { eth, usdc: token, failed, l2: onL2 }
})
afterAll(() => devnet?.stop())

let server: RunningServer

async function history(account: string, query = ''): Promise<HistoryPage> {
  const response = await request(server.baseUrl, `/v1/account/${account}/history${query ? `?${query}` : ''}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return strictPageSchema.parse(response.body)
}

/** The indexer polls the chains; wait until the history lists the transaction. */
async function untilListed(account: Address, hash: Hash) {
  await vi.waitFor(async () => expect((await history(account, 'limit=100')).data.map((t) => t.metadata.hash)).toContain(hash), { timeout: 10_000, interval: 50 })
}

const byHash = (page: HistoryPage, hash: Hash) => page.data.find((transaction) => transaction.metadata.hash === hash)!

describeOnEachDatabase('GET /v1/account/:account/history', (kind) => {
  let fresh: FreshDatabase | undefined
  beforeAll(async () => {
    fresh = await kind.fresh()
    server = await startServer({ chains: devnet.chains.map(chainConfigFromDevnet), database: fresh.config, activity: { pollIntervalMs: 50 } })
    await untilListed(bob, sent.l2)
    await untilListed(alice, sent.failed)
  })
  afterAll(async () => {
    await server?.close()
    await fresh?.drop()
  })

  it("shapes a native transfer as spec §3's Transaction, relative to each side", async () => {
    const forAlice = byHash(await history(alice, 'chainId=eip155:31337'), sent.eth)
    expect(forAlice).toEqual<Transaction>({
      id: `eip155:31337:${sent.eth}`,
      metadata: {
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
        chain: 'eip155:31337',
        operationType: 'send',
        status: 'confirmed',
        sentFrom: alice,
        sentTo: bob,
        hash: sent.eth,
        nonce: 0,
      },
      transfers: [
        {
          direction: 'out',
          sender: alice,
          recipient: bob,
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${server.baseUrl}/public/getTokenImage/ETH` } },
          quantity: { decimals: '18', numeric: '0.5' },
          value: 1500,
          price: 3000,
        },
      ],
    })
    const forBob = byHash(await history(bob, 'chainId=eip155:31337'), sent.eth)
    expect(forBob.metadata.operationType).toBe('receive')
    expect(forBob.transfers).toMatchObject([{ direction: 'in', sender: alice, recipient: bob }])
  })

  it('shapes an ERC-20 transfer with its token, exact quantity, price and value; sentTo is the token contract', async () => {
    const forCarol = byHash(await history(carol), sent.usdc)
    expect(forCarol.metadata).toMatchObject({ operationType: 'receive', sentFrom: alice, sentTo: usdc })
    expect(forCarol.transfers).toEqual([
      {
        direction: 'in',
        sender: alice,
        recipient: carol,
        fungible_info: { name: 'USD Coin (dev)', symbol: 'USDC', icon: { url: `${server.baseUrl}/public/getTokenImage/USDC` } },
        quantity: { decimals: '6', numeric: '12.5' },
        value: 12.5,
        price: 1,
      },
    ])
  })

  it('lists a failed transaction with status failed and no transfers, for its sender only', async () => {
    expect(byHash(await history(alice), sent.failed)).toMatchObject({ metadata: { status: 'failed', operationType: 'send' }, transfers: [] })
    expect((await history(carol)).data.map((t) => t.metadata.hash)).not.toContain(sent.failed)
  })

  it("lists the deployer's token deploys, with what their constructors minted to it", async () => {
    const deploys = (await history(deployer, 'chainId=eip155:31337&limit=100')).data.filter((t) => t.metadata.operationType === 'deploy')
    expect(deploys.map((t) => t.transfers.map((transfer) => `${transfer.direction} ${transfer.quantity.numeric} ${transfer.fungible_info?.symbol}`))).toEqual([
      ['in 300 USDT'],
      ['in 7 ZERO'],
      ['in 42.125 DAI'],
      ['in 1250.5 USDC'],
    ])
    // The mints made alice a holder: for her they are mints, from the zero address.
    const mints = (await history(alice, 'chainId=eip155:31337&limit=100')).data.filter((t) => t.metadata.operationType === 'mint')
    expect(mints.filter((t) => t.transfers.some((transfer) => transfer.fungible_info))).toHaveLength(4)
    // The devnet's NFT collections minted to her too (apps/devnet/src/nfts/nftPlan.ts): the ERC-721 and the ERC-1155.
    expect(mints.filter((t) => t.transfers.some((transfer) => transfer.nft_info))).toHaveLength(2)
    expect(mints[0]!.transfers[0]!.sender).toBe('0x0000000000000000000000000000000000000000')
  })

  it('without chainId lists every served chain, newest first; with one, only that chain', async () => {
    const everywhere = await history(alice, 'limit=100')
    expect(everywhere.data[0]!.metadata).toMatchObject({ hash: sent.l2, chain: 'eip155:31338' })
    expect(new Set(everywhere.data.map((t) => t.metadata.chain))).toEqual(new Set(['eip155:31337', 'eip155:31338']))
    const times = everywhere.data.map((t) => Date.parse(t.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect((await history(alice, 'chainId=eip155:31338&limit=100')).data.every((t) => t.metadata.chain === 'eip155:31338')).toBe(true)
  })

  it('pages by an opaque cursor: pages follow each other without gaps or repeats until next is null', async () => {
    const all = (await history(alice, 'limit=100')).data.map((t) => t.id)
    expect(all.length).toBeGreaterThan(4)
    const paged: string[] = []
    let cursor: string | null = null
    do {
      const page: HistoryPage = await history(alice, `limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.data.length).toBeLessThanOrEqual(2)
      paged.push(...page.data.map((t) => t.id))
      cursor = page.next
      if (cursor) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    } while (cursor)
    expect(paged).toEqual(all)
  })

  it('answers 20 transactions by default, and an empty last page for an account with no activity', async () => {
    // Between two accounts no other test reads, so their histories stay as those tests expect.
    const [erin, dave] = [devnet.accounts[5]!.address, devnet.accounts[4]!.address]
    const wallet = createWalletClient({ account: erin, transport: http(devnet.chains[0]!.rpcUrl) })
    let last: Hash | undefined
    for (let i = 0; i < 21; i++) last = await wallet.sendTransaction({ to: dave, value: 1n, chain: null })
    await untilListed(dave, last!)
    const first = await history(dave)
    expect(first.data).toHaveLength(20)
    expect(first.next).not.toBeNull()
    expect(await history(`0x${'00'.repeat(19)}42`)).toEqual({ data: [], next: null })
  })

  it('accepts the address in any letter case, and onramp=coinbase', async () => {
    const lower = await history(alice.toLowerCase(), 'onramp=coinbase&limit=100')
    expect(lower.data.map((t) => t.id)).toEqual((await history(alice, 'limit=100')).data.map((t) => t.id))
  })

  it.each([
    ['params.account', '/v1/account/0x12/history', 'params.account must be an EVM address (0x followed by 40 hex characters)'],
    ['an unserved chain', '/v1/account/ALICE/history?chainId=eip155:1', 'querystring.chainId is eip155:1, which this server does not index (it indexes eip155:31337, eip155:31338)'],
    ['a chainId that is not CAIP-2', '/v1/account/ALICE/history?chainId=31337', 'querystring.chainId must be a CAIP-2 network id like eip155:1'],
    [
      'a cursor it did not issue',
      '/v1/account/ALICE/history?cursor=bm90LWEtY3Vyc29y',
      'querystring.cursor is not a cursor this server issued; ask for the first page without one, then pass on the `next` it answers',
    ],
    // v1.9223372036854775808.31337.7.0: a block time of 2^63, past PostgreSQL's bigint (it was a 500).
    [
      'a forged cursor holding a number past 64-bit signed',
      '/v1/account/ALICE/history?cursor=djEuOTIyMzM3MjAzNjg1NDc3NTgwOC4zMTMzNy43LjA',
      'querystring.cursor holds a block time of 9223372036854775808, past the largest this server stores (9223372036854775807): it is not a cursor this server issued; ask for the first page without one',
    ],
    ['a limit of 0', '/v1/account/ALICE/history?limit=0', 'querystring.limit must be at least 1'],
    ['a limit above 100', '/v1/account/ALICE/history?limit=101', 'querystring.limit must be at most 100'],
    ['a limit that is not a number', '/v1/account/ALICE/history?limit=ten', 'querystring.limit must be a whole number'],
    ['an unknown onramp', '/v1/account/ALICE/history?onramp=paypal', "querystring.onramp must be one of 'coinbase', 'meld'"],
  ])('answers 400 naming the problem for %s', async (_case, path, message) => {
    const response = await request(server.baseUrl, path.replace('ALICE', alice))
    expect(response).toMatchObject({ status: 400, body: { error: 'Bad Request', message } })
  })
})
