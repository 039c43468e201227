/**
 * What the modal's Bitcoin send asks of the server, against the devnet's Esplora front standing
 * where mempool.space would: an address's UTXOs, the fee rates, and the broadcast of a transaction
 * signed elsewhere (@scure/btc-signer, as a wallet signs), read back on the node; the network's
 * refusals as 400s in its words; bad input named; no Esplora a 503.
 */
import { startBitcoinDevnet, type BitcoinDevnet } from '@foyer/devnet'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinChainConfigFromDevnet } from '../../../src/index.ts'
import { request, startServer, type RunningServer } from '../../harness.ts'
import { UNREAD_CHAIN } from '../../unreadChain.ts'

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

let devnet: BitcoinDevnet
let server: RunningServer
let downServer: RunningServer

beforeAll(async () => {
  devnet = await startBitcoinDevnet({ blockIntervalMs: 3_600_000 })
  const chain = bitcoinChainConfigFromDevnet(devnet)
  server = await startServer({ chains: [UNREAD_CHAIN], bitcoinChains: [chain] })
  downServer = await startServer({ chains: [UNREAD_CHAIN], bitcoinChains: [{ ...chain, rpcUrl: 'http://127.0.0.1:2/api' }] })
})
afterAll(async () => {
  await server?.close()
  await downServer?.close()
  await devnet?.stop()
})

const get = (path: string, on = server) => request(on.baseUrl, `${path}${path.includes('?') ? '&' : '?'}projectId=foyer-dev`)
const broadcast = (body: unknown, on = server) =>
  request(on.baseUrl, '/v1/bip122/transactions?projectId=foyer-dev', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

interface Utxo {
  txid: string
  vout: number
  value: string
  confirmed: boolean
}

/** A wallet's P2WPKH payment from dev account `index`, over the UTXOs the server lists, signed by @scure/btc-signer. */
async function signedPayment(index: number, to: string, sats: bigint, fee = 600n): Promise<btc.Transaction> {
  const account = devnet.accounts[index]!
  const { utxos } = (await get(`/v1/bip122/utxos?chainId=${devnet.caipNetworkId}&address=${account.address}`)).body as { utxos: Utxo[] }
  const key = hex.decode(account.privateKey)
  const script = btc.p2wpkh(secp256k1.getPublicKey(key, true), REGTEST).script
  const tx = new btc.Transaction()
  let total = 0n
  for (const utxo of utxos) {
    tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: BigInt(utxo.value) } })
    total += BigInt(utxo.value)
  }
  tx.addOutputAddress(to, sats, REGTEST)
  tx.addOutputAddress(account.address, total - sats - fee, REGTEST)
  tx.sign(key)
  tx.finalize()
  return tx
}

const freshAddress = () => btc.p2wpkh(secp256k1.getPublicKey(randomBytes(32), true), REGTEST).address!

describe('a Bitcoin send through the server', () => {
  it('lists an address’s unspent outputs with their values in satoshis', async () => {
    const response = await get(`/v1/bip122/utxos?chainId=${devnet.caipNetworkId}&address=${devnet.accounts[3]!.address}`)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toEqual({ utxos: [{ txid: expect.stringMatching(/^[0-9a-f]{64}$/), vout: expect.any(Number), value: '1000000000', confirmed: true }] })
  })

  it('gives fee rates in sat/vB from the next block to a week, never under 1', async () => {
    const response = await get(`/v1/bip122/fee-rates?chainId=${devnet.caipNetworkId}`)
    expect(response).toMatchObject({ status: 200, body: { fastest: 4.012, halfHour: 3.005, hour: 2.508, economy: 2, minimum: 2 } })
  })

  it('broadcasts a signed payment: its txid answered, the receiver’s output on the node once mined', async () => {
    const receiver = freshAddress()
    const tx = await signedPayment(4, receiver, 10_000_000n)
    const response = await broadcast({ chainId: devnet.caipNetworkId, hex: tx.hex })
    expect(response).toMatchObject({ status: 200, body: { txid: tx.id } })
    await devnet.mine(1)
    const utxos = (await (await fetch(`${devnet.esploraUrl}/address/${receiver}/utxo`)).json()) as { txid: string; value: number; status: { confirmed: boolean } }[]
    expect(utxos).toMatchObject([{ txid: tx.id, value: 10_000_000, status: { confirmed: true } }])
  })

  it('says the network’s refusal in its words: dust, and a second spend of the same outputs', async () => {
    const dust = await signedPayment(5, freshAddress(), 100n)
    expect(await broadcast({ chainId: devnet.caipNetworkId, hex: dust.hex })).toMatchObject({ status: 400, body: { message: 'The network refused the transaction: dust' } })
    const first = await signedPayment(6, freshAddress(), 50_000n)
    const second = await signedPayment(6, freshAddress(), 60_000n)
    expect((await broadcast({ chainId: devnet.caipNetworkId, hex: first.hex })).status).toBe(200)
    expect(await broadcast({ chainId: devnet.caipNetworkId, hex: second.hex })).toMatchObject({ status: 400, body: { message: 'The network refused the transaction: bad-txns-inputs-spent' } })
  })

  it.each([
    ['a body that is not hex', { chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', hex: 'not a transaction' }, 'body.hex must be the signed transaction in hex'],
    [
      'a network the server does not serve',
      { chainId: 'bip122:000000000019d6689c085ae165831e93', hex: '00' },
      'body.chainId must be a Bitcoin network this server serves (bip122:0f9188f13cb7b2c71f2a335e3a4fc328)',
    ],
  ])('refuses %s with a 400 naming the field', async (_case, body, message) => {
    expect(await broadcast(body)).toMatchObject({ status: 400, body: { message } })
  })

  it('refuses an address that is not Bitcoin’s when listing outputs', async () => {
    const response = await get(`/v1/bip122/utxos?chainId=${devnet.caipNetworkId}&address=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`)
    expect(response).toMatchObject({ status: 400, body: { message: 'querystring.address must be a Bitcoin address (bc1…, tb1…, bcrt1…, or base58 starting 1, 3, m, n or 2)' } })
  })

  it('with no Esplora server answering, the reads and the broadcast are 503s that name the network, not its URL', async () => {
    const utxos = await get(`/v1/bip122/utxos?chainId=${devnet.caipNetworkId}&address=${devnet.accounts[3]!.address}`, downServer)
    expect(utxos).toMatchObject({ status: 503, body: { message: `The Esplora servers of ${devnet.caipNetworkId} (${devnet.name}) cannot be reached; try again shortly.` } })
    const sent = await broadcast({ chainId: devnet.caipNetworkId, hex: '00' }, downServer)
    expect(sent.status).toBe(503)
    expect(JSON.stringify(sent.body)).not.toContain('127.0.0.1:2')
  })
})
