import { startDevnet, type Devnet, type DevnetNftCollection } from '@foyer/devnet'
import { createPublicClient, createWalletClient, http, parseAbi, type Address, type Hash } from 'viem'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { accountNftsSchema, type AccountNfts } from '../../src/nfts/accountNftsSchema.ts'
import { historyPageSchema, transactionSchema, type HistoryPage } from '../../src/activity/transactionSchema.ts'
import { chainConfigFromDevnet } from '../../src/index.ts'
import { describeOnEachDatabase, type FreshDatabase } from '../db/testDatabases.ts'
import { request, startServer, type RunningServer } from '../harness.ts'

// Every field checked, and nothing extra: the exact wire shapes.
const strictNftsSchema = z.strictObject({ nfts: z.array(z.strictObject(accountNftsSchema.shape.nfts.def.element.shape)) })
const strictPageSchema = z.strictObject({ data: z.array(z.strictObject(transactionSchema.shape)), next: historyPageSchema.shape.next })

const CHAIN = 'eip155:31337'
const erc721 = parseAbi(['function transferFrom(address, address, uint256)'])

// One devnet for the file: its seeded collections, and one transfer sent before the servers index it.
let devnet: Devnet
let holder: Address
let friend: Address
let receiver: Address
let sketches: DevnetNftCollection
let badges: DevnetNftCollection
let spam: DevnetNftCollection
let moved: Hash
beforeAll(async () => {
  devnet = await startDevnet()
  // Account 0 holds the seeded NFTs; account 1 gives one away to account 5, whom no other test here reads.
  ;[holder, friend, receiver] = [devnet.accounts[0]!.address, devnet.accounts[1]!.address, devnet.accounts[5]!.address]
  ;[sketches, badges, spam] = devnet.chains[0]!.nfts as [DevnetNftCollection, DevnetNftCollection, DevnetNftCollection]
  const rpcUrl = devnet.chains[0]!.rpcUrl
  moved = await createWalletClient({ account: friend, transport: http(rpcUrl) }).writeContract({
    address: sketches.address,
    abi: erc721,
    functionName: 'transferFrom',
    args: [friend, receiver, 3n],
    chain: null,
  })
  await createPublicClient({ transport: http(rpcUrl), pollingInterval: 20 }).waitForTransactionReceipt({ hash: moved })
})
afterAll(() => devnet?.stop())

let server: RunningServer

async function nftsOf(account: string, query = `chainId=${CHAIN}`): Promise<AccountNfts> {
  const response = await request(server.baseUrl, `/v1/account/${account}/nfts?${query}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return strictNftsSchema.parse(response.body)
}

async function history(account: string): Promise<HistoryPage> {
  const response = await request(server.baseUrl, `/v1/account/${account}/history?chainId=${CHAIN}&limit=100`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return strictPageSchema.parse(response.body)
}

const summary = (answer: AccountNfts) => answer.nfts.map((nft) => [nft.contract, nft.tokenId, nft.standard, nft.amount, nft.name, nft.collection.name, nft.isSpam])

describeOnEachDatabase('GET /v1/account/:address/nfts and the NFTs in the history', (kind) => {
  let fresh: FreshDatabase | undefined
  beforeAll(async () => {
    fresh = await kind.fresh()
    server = await startServer({ chains: devnet.chains.map(chainConfigFromDevnet), database: fresh.config, activity: { pollIntervalMs: 50 } })
    await vi.waitFor(async () => expect((await history(receiver)).data.map((t) => t.metadata.hash)).toContain(moved), { timeout: 10_000, interval: 50 })
  })
  afterAll(async () => {
    await server?.close()
    await fresh?.drop()
  })

  it("lists the account's ERC-721 and ERC-1155 tokens with their metadata from the chain, leaving the spam airdrop out", async () => {
    expect(summary(await nftsOf(holder))).toEqual(
      [
        [sketches.address, '1', 'erc721', '1', 'Sunrise Over the Foyer', 'Foyer Sketches', false],
        [sketches.address, '2', 'erc721', '1', 'Night Garden', 'Foyer Sketches', false],
        [badges.address, '1', 'erc1155', '2', 'Early Visitor Badge', 'Foyer Badges', false],
        [badges.address, '2', 'erc1155', '1', 'Builder Badge', 'Foyer Badges', false],
      ].sort(byContractAndId),
    )
  })

  it('lists the spam one, flagged, when asked to include spam', async () => {
    const all = await nftsOf(holder, `chainId=${CHAIN}&includeSpam=true`)
    expect(all.nfts.filter((nft) => nft.isSpam).map((nft) => [nft.contract, nft.name, nft.collection.name])).toEqual([
      [spam.address, '$5000 Reward Voucher', 'Claim $5000 reward at foyer-bonus.example'],
    ])
    expect(all.nfts).toHaveLength(5)
  })

  it('follows transfers: what left an account is gone from its list and is on the receiver’s', async () => {
    expect(summary(await nftsOf(friend))).toEqual([[badges.address, '1', 'erc1155', '1', 'Early Visitor Badge', 'Foyer Badges', false]])
    expect(summary(await nftsOf(receiver))).toEqual([[sketches.address, '3', 'erc721', '1', 'Open Door', 'Foyer Sketches', false]])
    expect(await nftsOf(`0x${'00'.repeat(19)}42`)).toEqual({ nfts: [] })
  })

  it('links each picture on this server, which serves it as a checked, sandboxed image', async () => {
    const [first] = (await nftsOf(holder)).nfts
    expect(first!.imageUrl).toBe(`${server.baseUrl}/public/nftImage/${CHAIN}/${sketches.address.toLowerCase()}/1`)
    const response = await fetch(first!.imageUrl!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256"/)
  })

  it("shapes the seeding mints as NFT transfers in the history: nft_info's name, spam flag and picture, the amount moved", async () => {
    const mints = (await history(holder)).data.filter((t) => t.transfers.some((transfer) => transfer.nft_info))
    expect(
      mints.map((t) => [
        t.metadata.operationType,
        t.transfers.map((transfer) => `${transfer.direction} ${transfer.quantity.numeric} ${transfer.nft_info?.name} spam=${transfer.nft_info?.flags.is_spam}`),
      ]),
    ).toEqual([
      ['mint', ['in 1 $5000 Reward Voucher spam=true']],
      ['mint', ['in 2 Early Visitor Badge spam=false', 'in 1 Builder Badge spam=false']],
      ['mint', ['in 1 Sunrise Over the Foyer spam=false', 'in 1 Night Garden spam=false']],
    ])
    const sunrise = mints[2]!.transfers[0]!
    expect(sunrise).toEqual({
      direction: 'in',
      sender: '0x0000000000000000000000000000000000000000',
      recipient: holder,
      nft_info: { name: 'Sunrise Over the Foyer', flags: { is_spam: false }, content: { preview: { url: `${server.baseUrl}/public/nftImage/${CHAIN}/${sketches.address.toLowerCase()}/1` } } },
      quantity: { decimals: '0', numeric: '1' },
      value: null,
      price: null,
    })
    const sent = (await history(friend)).data.find((t) => t.metadata.hash === moved)!
    expect(sent.metadata.operationType).toBe('send')
    expect(sent.transfers.map((transfer) => [transfer.direction, transfer.recipient, transfer.nft_info?.name])).toEqual([['out', receiver, 'Open Door']])
  })

  it.each([
    ['an address that is not one', '/v1/account/0x12/nfts?chainId=eip155:31337', 400],
    ['no chainId', `/v1/account/ADDRESS/nfts`, 400],
    ['a chain it does not index', `/v1/account/ADDRESS/nfts?chainId=eip155:1`, 400],
    ['a Solana chain', `/v1/account/ADDRESS/nfts?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, 400],
    ['includeSpam that is not true or false', `/v1/account/ADDRESS/nfts?chainId=eip155:31337&includeSpam=yes`, 400],
    ['an image of an unindexed chain', `/public/nftImage/eip155:1/CONTRACT/1`, 400],
    ['an image with a token id that is not a number', `/public/nftImage/eip155:31337/CONTRACT/0x01`, 400],
    ['an image of a token that never moved', `/public/nftImage/eip155:31337/CONTRACT/99`, 404],
    ['an image of a contract that is not a collection', `/public/nftImage/eip155:31337/${'0x'.padEnd(42, '1')}/1`, 404],
  ])('answers %s with %i', async (_, path, status) => {
    const response = await request(server.baseUrl, path.replace('ADDRESS', holder).replace('CONTRACT', sketches.address))
    expect(response.status, JSON.stringify(response.body)).toBe(status)
    expect(response.body).toMatchObject({ error: expect.any(String), message: expect.any(String) })
  })
})

function byContractAndId(a: unknown[], b: unknown[]): number {
  const [contractA, idA] = a as [string, string]
  const [contractB, idB] = b as [string, string]
  return contractA.toLowerCase().localeCompare(contractB.toLowerCase()) || Number(idA) - Number(idB)
}
