/**
 * Activity for Bitcoin: GET /v1/account/:address/history with a Bitcoin network's chainId reads the
 * address's transactions from the devnet's Esplora front (where mempool.space would stand): a send
 * is what left for others, a receipt what came in, exact in BTC and valued in USD; only confirmed
 * ones; paged by txid; bad input named.
 */
import { startBitcoinDevnet, type BitcoinDevnet } from '@foyer/devnet'
import { secp256k1 } from '@noble/curves/secp256k1'
import * as btc from '@scure/btc-signer'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Transaction } from '../../../src/activity/transactionSchema.ts'
import { bitcoinChainConfigFromDevnet } from '../../../src/index.ts'
import { request, startServer, type RunningServer } from '../../harness.ts'
import { UNREAD_CHAIN } from '../../unreadChain.ts'

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

let devnet: BitcoinDevnet
let server: RunningServer
const receiver = btc.p2wpkh(secp256k1.getPublicKey(randomBytes(32), true), REGTEST).address!
let firstTxid = ''
let secondTxid = ''

beforeAll(async () => {
  devnet = await startBitcoinDevnet({ blockIntervalMs: 3_600_000 })
  server = await startServer({ chains: [UNREAD_CHAIN], bitcoinChains: [bitcoinChainConfigFromDevnet(devnet)] })
  firstTxid = await devnet.pay(devnet.accounts[2]!, receiver, 25_000_000)
  await devnet.mine(1)
  secondTxid = await devnet.pay(devnet.accounts[2]!, receiver, 5_000_000)
  await devnet.mine(1)
})
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
})

const history = (address: string, query = '') => request(server.baseUrl, `/v1/account/${address}/history?projectId=foyer-dev&chainId=${devnet.caipNetworkId}${query}`)

describe('Bitcoin activity through the history route', () => {
  it("lists what an address received, newest first, from the sender's address, exact in BTC and valued in USD", async () => {
    const response = await history(receiver)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const { data, next } = response.body as { data: Transaction[]; next: string | null }
    expect(next).toBeNull()
    expect(data.map((transaction) => transaction.metadata.hash)).toEqual([secondTxid, firstTxid])
    expect(data[1]).toMatchObject({
      id: `${devnet.caipNetworkId}:${firstTxid}`,
      metadata: { chain: devnet.caipNetworkId, operationType: 'receive', status: 'confirmed', sentFrom: devnet.accounts[2]!.address, sentTo: receiver, hash: firstTxid },
      transfers: [{ direction: 'in', quantity: { decimals: '8', numeric: '0.25' }, fungible_info: { symbol: 'BTC' }, price: devnet.nativePriceUsd, value: 0.25 * devnet.nativePriceUsd }],
    })
  })

  it('lists a send as what left for others: the fee and the change back are not part of it', async () => {
    const { data } = (await history(devnet.accounts[2]!.address)).body as { data: Transaction[] }
    expect(data[0]).toMatchObject({
      metadata: { operationType: 'send', sentFrom: devnet.accounts[2]!.address, sentTo: receiver, hash: secondTxid },
      transfers: [{ direction: 'out', recipient: receiver, quantity: { numeric: '0.05' } }],
    })
  })

  it('pages by the last txid shown; a transaction still in the mempool is not listed (the client shows it as pending)', async () => {
    const first = (await history(receiver, '&limit=1')).body as { data: Transaction[]; next: string }
    expect(first.data.map((transaction) => transaction.metadata.hash)).toEqual([secondTxid])
    expect(first.next).toBe(secondTxid)
    const second = (await history(receiver, `&limit=1&cursor=${first.next}`)).body as { data: Transaction[] }
    expect(second.data.map((transaction) => transaction.metadata.hash)).toEqual([firstTxid])
    const waiting = await devnet.pay(devnet.accounts[2]!, receiver, 1_000_000)
    const listed = (await history(receiver)).body as { data: Transaction[] }
    expect(listed.data.map((transaction) => transaction.metadata.hash)).not.toContain(waiting)
  })

  it('an address that is not Bitcoin’s, or a cursor that is not a txid, is a 400 naming it', async () => {
    expect(await history('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^params\.account must be a Bitcoin address/) } })
    expect(await history(receiver, '&cursor=abc')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^querystring\.cursor must be the `next` of the previous page/) } })
  })
})
