import { startDevnet, type Devnet } from '@foyer/devnet'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { participantsByTransaction } from '../../src/activity/blockActivity.ts'
import { readBlockActivity } from '../../src/activity/readBlockActivity.ts'
import { readTokenMetadata, UNKNOWN_TOKEN } from '../../src/activity/tokenMetadata.ts'

let devnet: Devnet
let client: PublicClient
let alice: Address
let bob: Address
let usdc: Address
beforeAll(async () => {
  devnet = await startDevnet()
  client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl), pollingInterval: 20 })
  alice = devnet.accounts[1]!.address
  bob = devnet.accounts[2]!.address
  usdc = devnet.chains[0]!.tokens[0]!.address
})
afterAll(() => devnet?.stop())

const lower = (address: string) => address.toLowerCase()

/** Sends from an anvil-unlocked dev account and answers the block the transaction was mined in. */
async function mined(send: (wallet: ReturnType<typeof walletOf>) => Promise<`0x${string}`>, from = alice) {
  const hash = await send(walletOf(from))
  const receipt = await client.waitForTransactionReceipt({ hash })
  return { hash, activity: await readBlockActivity(client, receipt.blockNumber) }
}
const walletOf = (account: Address) => createWalletClient({ account, transport: http(devnet.chains[0]!.rpcUrl) })

describe('readBlockActivity', () => {
  it('a native transfer is a confirmed transaction carrying one native transfer', async () => {
    const { hash, activity } = await mined((wallet) => wallet.sendTransaction({ to: bob, value: parseEther('0.01'), chain: null }))
    expect(activity.transactions).toEqual([
      expect.objectContaining({ hash, from: lower(alice), to: lower(bob), value: parseEther('0.01'), status: 'confirmed', createsContract: false, selector: null }),
    ])
    expect(activity.transfers).toEqual([{ transactionHash: hash, logIndex: -1, token: null, from: lower(alice), to: lower(bob), amount: parseEther('0.01') }])
    expect(activity.header).toMatchObject({ number: activity.transactions[0]!.blockNumber, hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  })

  it('an ERC-20 transfer is read from its Transfer log; no value was attached, so there is no native transfer', async () => {
    const { hash, activity } = await mined((wallet) => wallet.writeContract({ address: usdc, abi: erc20Abi, functionName: 'transfer', args: [bob, parseUnits('25', 6)], chain: null }))
    expect(activity.transactions[0]).toMatchObject({ hash, to: lower(usdc), value: 0n, selector: '0xa9059cbb' })
    expect(activity.transfers).toEqual([{ transactionHash: hash, logIndex: 0, token: lower(usdc), from: lower(alice), to: lower(bob), amount: parseUnits('25', 6) }])
  })

  it("a contract creation's recipient is the created contract, and its constructor's mints are transfers from the zero address", async () => {
    // Block 1 of the devnet is account 0 deploying USDC, which mints the seeded balances.
    const activity = await readBlockActivity(client, 1n)
    expect(activity.transactions[0]).toMatchObject({ createsContract: true, to: lower(usdc), status: 'confirmed' })
    expect(activity.transfers.map((transfer) => [transfer.from, transfer.to, transfer.token])).toEqual([
      ['0x0000000000000000000000000000000000000000', lower(devnet.accounts[0]!.address), lower(usdc)],
      ['0x0000000000000000000000000000000000000000', lower(alice), lower(usdc)],
      ['0x0000000000000000000000000000000000000000', lower(bob), lower(usdc)],
    ])
  })

  it('a failed transaction is kept with status failed and moves nothing, not even its value', async () => {
    // More USDC than alice holds: the token reverts. A fixed gas limit skips the node's estimate, which would refuse it.
    const { hash, activity } = await mined((wallet) =>
      wallet.writeContract({ address: usdc, abi: erc20Abi, functionName: 'transfer', args: [bob, parseUnits('1000000', 6)], gas: 100_000n, chain: null }),
    )
    expect(activity.transactions).toEqual([expect.objectContaining({ hash, status: 'failed' })])
    expect(activity.transfers).toEqual([])
  })

  it("a block's participants are senders, recipients and transfer parties, never the zero address", async () => {
    const activity = await readBlockActivity(client, 1n)
    const [participants] = [...participantsByTransaction(activity).values()]
    expect([...participants!].sort()).toEqual([lower(devnet.accounts[0]!.address), lower(alice), lower(bob), lower(usdc)].sort())
  })

  it('a block without transactions has no activity', async () => {
    const genesis = await readBlockActivity(client, 0n)
    expect(genesis).toMatchObject({ header: { number: 0n }, transactions: [], transfers: [] })
  })
})

describe('readTokenMetadata', () => {
  it("reads an ERC-20's name, symbol and decimals from the chain", async () => {
    expect(await readTokenMetadata(client, usdc)).toEqual({ name: 'USD Coin (dev)', symbol: 'USDC', decimals: 6 })
  })

  it('gives a contract that does not answer like a token the unknown-token fields', async () => {
    expect(await readTokenMetadata(client, alice)).toEqual(UNKNOWN_TOKEN)
  })

  it('throws when the node cannot be reached, instead of caching a guess', async () => {
    const offline = createPublicClient({ transport: http('http://127.0.0.1:1', { retryCount: 0 }) })
    await expect(readTokenMetadata(offline, usdc)).rejects.toThrow(/HTTP request failed|fetch failed/)
  })
})
