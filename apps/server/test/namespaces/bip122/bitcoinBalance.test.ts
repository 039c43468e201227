/**
 * Bitcoin on the server, pointed at an Esplora API by configuration alone: the devnet's Esplora
 * front stands where mempool.space would (a dead primary URL before it, as a fallback list has).
 * /v1/account/:address/balance reads BTC exactly from the node, counting the mempool; a bad address
 * is a 400 that names the rule; no Esplora answering is a 503; /v1/supported-chains lists the network.
 */
import { startBitcoinDevnet, type BitcoinDevnet } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { tokenBalanceSchema } from '../../../src/balances/tokenBalance.ts'
import { bitcoinChainConfigFromDevnet } from '../../../src/index.ts'
import { request, startServer, type RunningServer } from '../../harness.ts'
import { UNREAD_CHAIN } from '../../unreadChain.ts'

const balancesSchema = z.strictObject({ balances: z.array(z.strictObject(tokenBalanceSchema.shape)) })
/** A loopback port nothing listens on: a server that is down. */
const DEAD_ESPLORA = 'http://127.0.0.1:2/api'

let devnet: BitcoinDevnet
let server: RunningServer
let downServer: RunningServer

beforeAll(async () => {
  // No clock: the tests mine when a payment should confirm.
  devnet = await startBitcoinDevnet({ blockIntervalMs: 3_600_000 })
  const chain = bitcoinChainConfigFromDevnet(devnet)
  server = await startServer({ chains: [UNREAD_CHAIN], bitcoinChains: [{ ...chain, rpcUrl: DEAD_ESPLORA, rpcUrls: [devnet.esploraUrl] }] })
  downServer = await startServer({ chains: [UNREAD_CHAIN], bitcoinChains: [{ ...chain, rpcUrl: DEAD_ESPLORA }] })
})
afterAll(async () => {
  await server?.close()
  await downServer?.close()
  await devnet?.stop()
})

const balance = async (owner: string, on = server) => request(on.baseUrl, `/v1/account/${owner}/balance?chainId=${devnet.caipNetworkId}`)
const freshAddress = (index: number) => devnet.accounts[index]!.address

describe('Bitcoin balances through Esplora', () => {
  it('reads a dev account’s 10 BTC exactly, priced from the chain’s table (the primary Esplora is down: its fallback answers)', async () => {
    const response = await balance(devnet.accounts[7]!.address)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(balancesSchema.parse(response.body).balances).toEqual([
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: devnet.caipNetworkId,
        value: 600_000,
        price: 60_000,
        iconUrl: `${server.baseUrl}/public/getTokenImage/BTC`,
        quantity: { decimals: '8', numeric: '10' },
      },
    ])
  })

  it('counts a payment from the mempool at once, and the same after it confirms; the payer’s change and fee to the satoshi', async () => {
    const payer = devnet.accounts[8]!
    const receiver = freshAddress(9)
    await devnet.pay(payer, receiver, 12_345_678)
    const pending = balancesSchema.parse((await balance(receiver)).body).balances
    expect(pending[0]!.quantity).toEqual({ decimals: '8', numeric: '10.12345678' })
    await devnet.mine(1)
    const confirmed = balancesSchema.parse((await balance(receiver)).body).balances
    expect(confirmed[0]!.quantity).toEqual({ decimals: '8', numeric: '10.12345678' })
    // The payer: 10 BTC less the payment and the fee its wallet paid, read back from the node's own transaction.
    const [tx] = (await (await fetch(`${devnet.esploraUrl}/address/${payer.address}/txs`)).json()) as { fee: number }[]
    const left = 10 * 100_000_000 - 12_345_678 - tx!.fee
    const payerBalance = balancesSchema.parse((await balance(payer.address)).body).balances
    expect(payerBalance[0]!.quantity.numeric).toBe((left / 100_000_000).toFixed(8).replace(/0+$/, ''))
  })

  it('an address that holds nothing has no balances', async () => {
    const response = await balance('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')
    expect(response).toMatchObject({ status: 200, body: { balances: [] } })
  })

  it.each([
    ['an EVM address on a Bitcoin chain', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'params.address must be a Bitcoin address (bc1…, tb1…, bcrt1…, or base58 starting 1, 3, m, n or 2)'],
    ['a bech32 address whose checksum is wrong', 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnux', 'params.address has the shape of a Bitcoin address but its checksum or length is wrong'],
  ])('refuses %s with 400 that names the rule', async (_case, owner, message) => {
    expect(await balance(owner)).toMatchObject({ status: 400, body: { error: 'Bad Request', message } })
  })

  it('with no Esplora server answering, the balance is a 503, not a 500', async () => {
    const response = await balance(devnet.accounts[7]!.address, downServer)
    expect(response.status).toBe(503)
  })

  it('/v1/supported-chains lists the Bitcoin network beside the others', async () => {
    const response = await request(server.baseUrl, '/v1/supported-chains')
    expect(response.body.http).toContain(devnet.caipNetworkId)
  })
})
