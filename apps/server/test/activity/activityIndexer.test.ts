import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startDevnet, type Devnet } from '@foyer/devnet'
import { createPublicClient, createTestClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type Hash } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { startActivityIndexer, type ActivityIndexer } from '../../src/activity/activityIndexer.ts'
import type { ActivityLedger } from '../../src/activity/activityLedger.ts'
import { postgresActivityLedger } from '../../src/activity/postgresActivityLedger.ts'
import { chainConfigFromDevnet, type ChainConfig } from '../../src/index.ts'
import { freePort, recordingLog } from '../activityHarness.ts'
import { describeOnEachDatabase, useFreshDatabase } from '../db/testDatabases.ts'

const CHAIN = 'eip155:31337' as const

let devnet: Devnet
let chain: ChainConfig
let rpc: ReturnType<typeof createPublicClient>
let alice: Address
let bob: Address
let usdc: Address
beforeAll(async () => {
  devnet = await startDevnet()
  chain = chainConfigFromDevnet(devnet.chains[0]!) as ChainConfig
  rpc = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl), pollingInterval: 20 })
  alice = devnet.accounts[3]!.address
  bob = devnet.accounts[4]!.address
  usdc = devnet.chains[0]!.tokens[0]!.address
})
afterAll(() => devnet?.stop())

let ledger: ActivityLedger
let indexer: ActivityIndexer | undefined

function startIndexer(chains: ChainConfig[] = [chain], log = recordingLog().log) {
  indexer = startActivityIndexer({ chains, ledger, pollIntervalMs: 20, log })
  return indexer
}

const wallet = (account: Address) => createWalletClient({ account, transport: http(devnet.chains[0]!.rpcUrl) })
async function mined(hash: Hash): Promise<bigint> {
  return (await rpc.waitForTransactionReceipt({ hash })).blockNumber
}
const sendEth = (from: Address, to: Address, ether: string) => wallet(from).sendTransaction({ to, value: parseEther(ether), chain: null })
const sendUsdc = (from: Address, to: Address, amount: string) => wallet(from).writeContract({ address: usdc, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 6)], chain: null })

const historyOf = async (account: Address) => (await ledger.history({ account: account.toLowerCase() as Address, chainIds: [CHAIN], limit: 100 })).transactions

describeOnEachDatabase('the activity indexer', (kind) => {
  // One database per kind for the file (opening one takes seconds); each test starts from nothing recorded.
  const fresh = useFreshDatabase(kind)
  beforeAll(() => {
    ledger = postgresActivityLedger(fresh.database.db)
  })
  beforeEach(() => ledger.forgetChain(CHAIN))
  afterEach(async () => {
    await indexer?.stop()
    indexer = undefined
  })

  it('records native and ERC-20 transfers into the database, listed for both parties', async () => {
    const eth = await sendEth(alice, bob, '0.25')
    const token = await sendUsdc(devnet.accounts[1]!.address, alice, '3.5')
    await startIndexer().whenIndexed(CHAIN, await mined(token))
    await mined(eth)

    const forAlice = await historyOf(alice)
    expect(forAlice.map((transaction) => transaction.hash).slice(0, 2)).toEqual([token, eth])
    expect(forAlice[0]!.transfers).toEqual([expect.objectContaining({ token: usdc.toLowerCase(), to: alice.toLowerCase(), amount: parseUnits('3.5', 6) })])
    expect(forAlice[1]!.transfers).toEqual([expect.objectContaining({ token: null, from: alice.toLowerCase(), amount: parseEther('0.25') })])
    expect((await historyOf(bob)).map((transaction) => transaction.hash)).toContain(eth)
  })

  it('follows new blocks once caught up', async () => {
    const running = startIndexer()
    await running.whenIndexed(CHAIN, await rpc.getBlockNumber())
    const later = await sendEth(bob, alice, '0.01')
    await running.whenIndexed(CHAIN, await mined(later))
    expect((await historyOf(alice))[0]!.hash).toBe(later)
  })

  it('resumes from its cursor after a restart, catching up on what it missed and recording nothing twice', async () => {
    const first = startIndexer()
    await first.whenIndexed(CHAIN, await rpc.getBlockNumber())
    const before = await historyOf(alice)
    await first.stop()

    const missed = await sendEth(alice, bob, '0.02')
    const blockOfMissed = await mined(missed)
    await startIndexer().whenIndexed(CHAIN, blockOfMissed)

    const after = await historyOf(alice)
    expect(after.map((transaction) => transaction.hash)).toEqual([missed, ...before.map((transaction) => transaction.hash)])
    expect(await ledger.cursor(CHAIN)).toMatchObject({ number: blockOfMissed })
  })

  it('reads the metadata of an ERC-20 it was not configured with once, and stores it', async () => {
    const unconfigured = { ...chain, tokens: [] }
    const token = await sendUsdc(devnet.accounts[1]!.address, bob, '1')
    await startIndexer([unconfigured]).whenIndexed(CHAIN, await mined(token))
    expect((await ledger.tokens(CHAIN)).get(usdc.toLowerCase() as Address)).toEqual({ name: 'USD Coin (dev)', symbol: 'USDC', decimals: 6 })
  })

  it('indexes the chain again when it was replaced at the same height (another block hash under the cursor)', async () => {
    const testClient = createTestClient({ mode: 'anvil', transport: http(devnet.chains[0]!.rpcUrl) })
    const snapshot = await testClient.snapshot()
    const doomed = await sendEth(alice, bob, '0.03')
    const running = startIndexer()
    await running.whenIndexed(CHAIN, await mined(doomed))

    await testClient.revert({ id: snapshot })
    // Two blocks where one stood: the head is past the cursor, but the cursor's block is another.
    const replacement = await sendEth(bob, alice, '0.04')
    await testClient.mine({ blocks: 1 })
    await running.whenIndexed(CHAIN, (await mined(replacement)) + 1n)

    const hashes = (await historyOf(alice)).map((transaction) => transaction.hash)
    expect(hashes).toContain(replacement)
    expect(hashes).not.toContain(doomed)
    expect((await ledger.cursor(CHAIN))?.hash).toBe((await rpc.getBlock({ blockTag: 'latest' })).hash)
  })

  it('indexes the chain again when it restarted below the cursor (an anvil restart)', async () => {
    const testClient = createTestClient({ mode: 'anvil', transport: http(devnet.chains[0]!.rpcUrl) })
    const snapshot = await testClient.snapshot()
    const running = startIndexer()
    await running.whenIndexed(CHAIN, await mined(await sendEth(alice, bob, '0.05')))
    await running.whenIndexed(CHAIN, await mined(await sendEth(alice, bob, '0.06')))
    const cursorBefore = (await ledger.cursor(CHAIN))!

    await testClient.revert({ id: snapshot })
    const fresh = await sendEth(bob, alice, '0.07')
    const freshBlock = await mined(fresh)
    expect(freshBlock).toBeLessThan(cursorBefore.number)

    await expect.poll(async () => (await ledger.cursor(CHAIN))?.number, { timeout: 5_000, interval: 20 }).toBe(freshBlock)
    const hashes = (await historyOf(alice)).map((transaction) => transaction.hash)
    expect(hashes[0]).toBe(fresh)
    expect(hashes).toHaveLength(new Set(hashes).size)
  })

  // The node never answers and the indexer's own timeout per call is 10 s: a stop that waited the call
  // out would outlast this test's 9 s. The event that proves the rule is the call being cut by the stop.
  it('stops at once, even while a node hangs without answering: the call under way is cut', { timeout: 9_000 }, async () => {
    const calls: { closed: Promise<unknown> }[] = []
    const silent = createServer((request) => calls.push({ closed: new Promise((resolve) => request.socket.once('close', resolve)) }))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const running = startIndexer([{ ...chain, rpcUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` }])
      await expect.poll(() => calls.length, { timeout: 8_000 }).toBeGreaterThan(0)
      await running.stop()
      await calls[0]!.closed
    } finally {
      silent.closeAllConnections()
      silent.close()
    }
  })

  it('pauses while the node is away, says so once, and goes on when it answers again', async () => {
    const port = await freePort()
    const { log, lines } = recordingLog()
    const running = startIndexer([{ ...chain, rpcUrl: `http://127.0.0.1:${port}` }], log)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(running.indexedBlock(CHAIN)).toBeUndefined()

    const late = await startDevnet({ ports: [port, 0] })
    try {
      await running.whenIndexed(CHAIN, await createPublicClient({ transport: http(late.chains[0]!.rpcUrl) }).getBlockNumber())
      await expect
        .poll(() => lines.map((line) => [line.level, line.message]))
        .toEqual([
          ['warn', 'activity indexing paused; retrying'],
          ['info', 'activity indexing resumed'],
        ])
    } finally {
      await running.stop()
      await late.stop()
    }
  })
})
