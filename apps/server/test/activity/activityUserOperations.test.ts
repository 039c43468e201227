/**
 * A smart account's activity: the user operations a bundle ran, read from the EntryPoint's
 * UserOperationEvent and the operations' call data. Real Safe accounts send real operations through
 * the devnet's bundler (alto) and paymaster; the indexer reads the blocks they landed in, and the
 * history route answers them from the account's side.
 */
import { startDevnet, type Devnet, type DevnetChain } from '@foyer/devnet'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  numberToHex,
  parseAbi,
  parseEther,
  parseUnits,
  type Address,
  type Hash,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { accountCalls } from '../../src/activity/accountCalls.ts'
import { participantsByTransaction, type BlockActivity } from '../../src/activity/blockActivity.ts'
import { readBlockActivity } from '../../src/activity/readBlockActivity.ts'
import type { HistoryPage } from '../../src/activity/transactionSchema.ts'
import { chainConfigFromDevnet } from '../../src/index.ts'
import { smartAccountSettingsSchema, type SmartAccountSettings } from '../../src/namespaces/eip155/smartAccountSettings.ts'
import { safeSmartAccount, type SafeSmartAccount } from '../../src/namespaces/eip155/wallet/smartAccount/safeSmartAccount.ts'
import { sendUserOperation, userOperationTransaction } from '../../src/namespaces/eip155/wallet/smartAccount/userOperations.ts'
import { describeOnEachDatabase, type FreshDatabase } from '../db/testDatabases.ts'
import { startDevnetBundler, type DevnetBundler } from '../devnetBundler.ts'
import { request, startServer, type RunningServer } from '../harness.ts'

let devnet: Devnet
let chain: DevnetChain
let bundler: DevnetBundler
let settings: SmartAccountSettings
let usdc: Address
/** The account that sends, and where its operations landed. */
let safe: SafeSmartAccount
let batch: { transactionHash: Hash; activity: BlockActivity }
let sponsored: { transactionHash: Hash; activity: BlockActivity }
const [bob, carol, dave] = [0, 1, 2].map(() => privateKeyToAccount(generatePrivateKey()).address) as [Address, Address, Address]
const lower = (address: string) => address.toLowerCase() as Address

const client = () =>
  createPublicClient({
    chain: defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
    transport: http(chain.rpcUrl),
    pollingInterval: 50,
  })

/** Sends the calls as one user operation and answers the transaction that ran it, and its block's activity. */
async function operation(calls: { to: Address; value?: bigint; data?: Hex }[], options: { sponsored: boolean }) {
  const hash = await sendUserOperation({ client: client(), account: safe, settings, calls, sponsored: options.sponsored })
  const { transactionHash } = await userOperationTransaction(settings, hash)
  const receipt = await client().getTransactionReceipt({ hash: transactionHash })
  return { transactionHash, activity: await readBlockActivity(client(), receipt.blockNumber) }
}

beforeAll(async () => {
  devnet = await startDevnet()
  chain = devnet.chains[0]!
  bundler = await startDevnetBundler(chain)
  settings = smartAccountSettingsSchema.parse(bundler.settings)
  usdc = chain.tokens[0]!.address
  safe = await safeSmartAccount({ client: client(), owner: generatePrivateKey(), settings })
  const request = client().request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  await request({ method: 'anvil_setBalance', params: [safe.address, numberToHex(parseEther('1'))] })
  const funder = createWalletClient({ account: devnet.accounts[1]!.address, transport: http(chain.rpcUrl) })
  await client().waitForTransactionReceipt({ hash: await funder.writeContract({ address: usdc, abi: erc20Abi, functionName: 'transfer', args: [safe.address, parseUnits('50', 6)], chain: null }) })

  // The first operation deploys the Safe and runs a batch: ether to bob, USDC to carol. The second is paid by the paymaster.
  batch = await operation(
    [
      { to: bob, value: parseEther('0.1') },
      { to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [carol, parseUnits('5', 6)] }) },
    ],
    { sponsored: false },
  )
  sponsored = await operation([{ to: dave, value: parseEther('0.05') }], { sponsored: true })
})
afterAll(async () => {
  await bundler?.close()
  await devnet?.stop()
})

describe("reading a bundle's user operations", () => {
  it("lists the account's operation: its nonce, its outcome, its fee paid by the account, and for a batch the account itself as the call", async () => {
    const operations = batch.activity.userOperations
    expect(operations).toEqual([
      expect.objectContaining({
        transactionHash: batch.transactionHash,
        sender: lower(safe.address),
        to: lower(safe.address),
        value: parseEther('0.1'),
        selector: null,
        success: true,
        paymaster: null,
      }),
    ])
    // ERC-4337's nonce is a key above a 64-bit sequence; permissionless draws a new key for each operation, so each is the first under its key.
    const [key, sequence] = [operations[0]!.nonce >> 64n, operations[0]!.nonce & ((1n << 64n) - 1n)]
    expect(sequence).toBe(0n)
    expect(key).not.toBe(sponsored.activity.userOperations[0]!.nonce >> 64n)
    expect(operations[0]!.fee).toBeGreaterThan(0n)
  })

  it("records the ether the operation's calls moved as transfers from the account, beside the tokens' own Transfer logs", async () => {
    const event = batch.activity.userOperations[0]!
    const ours = batch.activity.transfers.filter((transfer) => transfer.transactionHash === batch.transactionHash)
    expect(ours).toContainEqual({ transactionHash: batch.transactionHash, logIndex: event.logIndex, token: null, from: lower(safe.address), to: lower(bob), amount: parseEther('0.1') })
    expect(ours).toContainEqual(expect.objectContaining({ token: lower(usdc), from: lower(safe.address), to: lower(carol), amount: parseUnits('5', 6) }))
  })

  it('makes the smart account a participant of the bundle transaction, though the bundler sent it', async () => {
    const participants = participantsByTransaction(batch.activity).get(batch.transactionHash)!
    expect(participants).toContain(lower(safe.address))
    const transaction = batch.activity.transactions.find((each) => each.hash === batch.transactionHash)!
    expect(transaction.from).not.toBe(lower(safe.address))
  })

  it("names the paymaster of a sponsored operation, and its one call's target", async () => {
    expect(sponsored.activity.userOperations).toEqual([
      expect.objectContaining({ sender: lower(safe.address), to: lower(dave), value: parseEther('0.05'), success: true, paymaster: lower(chain.accountAbstraction.paymaster.address) }),
    ])
  })
})

describe("reading a smart account's call data", () => {
  it("reads Safe's one call and its MultiSend batch as permissionless encodes them", async () => {
    const one = { to: bob, value: 7n, data: '0x' as Hex }
    const two = { to: usdc, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [carol, 1n] }) }
    expect((accountCalls(await safe.encodeCalls([one])) ?? []).map(normalise)).toEqual([one].map(normalise))
    expect((accountCalls(await safe.encodeCalls([one, two])) ?? []).map(normalise)).toEqual([one, two].map(normalise))
  })

  it("reads the reference account's execute and both forms of executeBatch", () => {
    const abi = parseAbi([
      'function execute(address dest, uint256 value, bytes func)',
      'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
      'function executeBatch((address target, uint256 value, bytes data)[] calls)',
    ])
    expect(accountCalls(encodeFunctionData({ abi, functionName: 'execute', args: [bob, 3n, '0x12'] }))).toEqual([{ to: bob, value: 3n, data: '0x12' }])
    expect(accountCalls(encodeFunctionData({ abi, functionName: 'executeBatch', args: [[bob, carol], [], ['0x', '0x34']] }))).toEqual([
      { to: bob, value: 0n, data: '0x' },
      { to: carol, value: 0n, data: '0x34' },
    ])
    expect(accountCalls(encodeFunctionData({ abi, functionName: 'executeBatch', args: [[{ target: dave, value: 9n, data: '0x' }]] }))).toEqual([{ to: dave, value: 9n, data: '0x' }])
  })

  it('does not read call data of an unknown account, a batch whose lists differ in length, or a delegatecall other than MultiSend', () => {
    const safeAbi = parseAbi(['function executeUserOp(address to, uint256 value, bytes data, uint8 operation)', 'function executeBatch(address[] dest, uint256[] value, bytes[] func)'])
    expect(accountCalls('0xdeadbeef')).toBeUndefined()
    expect(accountCalls(encodeFunctionData({ abi: safeAbi, functionName: 'executeBatch', args: [[bob, carol], [1n], ['0x', '0x']] }))).toBeUndefined()
    expect(accountCalls(encodeFunctionData({ abi: safeAbi, functionName: 'executeUserOp', args: [bob, 0n, '0xabcdef', 1] }))).toBeUndefined()
  })
})

/** Checksummed addresses compare with lowercase ones. */
function normalise(call: { to: Address; value: bigint; data: Hex }) {
  return { to: getAddress(call.to), value: call.value, data: call.data.toLowerCase() }
}

let server: RunningServer
async function history(account: Address): Promise<HistoryPage> {
  const response = await request(server.baseUrl, `/v1/account/${account}/history?limit=100`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as HistoryPage
}
const listed = async (account: Address, hash: Hash) => {
  let found: HistoryPage['data'][number] | undefined
  await vi.waitFor(
    async () => {
      found = (await history(account)).data.find((transaction) => transaction.metadata.hash === hash)
      expect(found).toBeDefined()
    },
    { timeout: 10_000, interval: 50 },
  )
  return found!
}

describeOnEachDatabase('GET /v1/account/:account/history of a smart account', (kind) => {
  let fresh: FreshDatabase | undefined
  beforeAll(async () => {
    fresh = await kind.fresh()
    server = await startServer({ chains: [chainConfigFromDevnet(chain)], database: fresh.config, activity: { pollIntervalMs: 50 } })
  })
  afterAll(async () => {
    await server?.close()
    await fresh?.drop()
  })

  it("lists its operations as its own sends: from the account, with the operation's nonce, the ether and tokens that left it", async () => {
    const first = await listed(safe.address, batch.transactionHash)
    expect(first.metadata).toMatchObject({ operationType: 'send', status: 'confirmed', sentFrom: safe.address, sentTo: safe.address, nonce: 0 })
    // Listed in log order: the token's Transfer log comes before the EntryPoint's UserOperationEvent, which the ether's transfer is indexed by.
    expect(first.transfers.map((transfer) => [transfer.direction, transfer.recipient, transfer.fungible_info?.symbol, transfer.quantity.numeric])).toEqual([
      ['out', getAddress(carol), 'USDC', '5'],
      ['out', getAddress(bob), chain.nativeCurrency.symbol, '0.1'],
    ])
    const second = await listed(safe.address, sponsored.transactionHash)
    expect(second.metadata).toMatchObject({ operationType: 'send', sentFrom: safe.address, sentTo: getAddress(dave), nonce: 0 })
  })

  it("lists the ether a smart account sent in the recipient's history as received from the account", async () => {
    const received = await listed(dave, sponsored.transactionHash)
    expect(received.metadata.operationType).toBe('receive')
    expect(received.transfers).toEqual([expect.objectContaining({ direction: 'in', sender: safe.address, recipient: getAddress(dave), quantity: { decimals: '18', numeric: '0.05' } })])
  })
})
