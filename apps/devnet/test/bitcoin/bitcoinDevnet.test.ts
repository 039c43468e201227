/**
 * The local Bitcoin chain through its Esplora front, as a wallet or the Foyer server reads it:
 * Core's regtest (genesis, `bcrt1q…` addresses), the dev accounts' BIP-84 keys funded from the
 * start, spends built and signed by an independent library (@scure/btc-signer) accepted, mined on
 * the clock and indexed with Esplora's field names, and the node's refusals (dust, a double spend,
 * a bad signature) in bitcoind's words.
 */
import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveBitcoinDevAccounts, type BitcoinDevAccount } from '../../src/bitcoin/bitcoinDevKeys.ts'
import { REGTEST_CAIP2, REGTEST_GENESIS_HASH, bitcoinPlan } from '../../src/bitcoin/bitcoinPlan.ts'
import { startBitcoinDevnet, type BitcoinDevnet } from '../../src/bitcoin/startBitcoinDevnet.ts'

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

let devnet: BitcoinDevnet
beforeAll(async () => {
  // A long clock: the tests mine when they need a block, so nothing confirms behind their backs.
  devnet = await startBitcoinDevnet({ blockIntervalMs: 3_600_000 })
})
afterAll(() => devnet?.stop())

const get = async (path: string) => {
  const response = await fetch(`${devnet.esploraUrl}${path}`)
  const type = response.headers.get('content-type') ?? ''
  return { status: response.status, body: type.includes('json') ? await response.json() : await response.text() }
}
const broadcast = async (txHex: string) => {
  const response = await fetch(`${devnet.esploraUrl}/tx`, { method: 'POST', body: txHex })
  return { status: response.status, body: await response.text() }
}

interface Utxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

/** A P2WPKH spend of the account's UTXOs to `to`, change back to it, signed by @scure/btc-signer (not bcoin). */
async function spend(from: BitcoinDevAccount, to: string, sats: bigint, feeSats = 500n, utxos?: Utxo[]): Promise<btc.Transaction> {
  const key = hex.decode(from.privateKey)
  const payment = btc.p2wpkh(secp256k1.getPublicKey(key, true), REGTEST)
  const coins = utxos ?? ((await get(`/address/${from.address}/utxo`)).body as Utxo[])
  const tx = new btc.Transaction()
  let total = 0n
  for (const coin of coins) {
    tx.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script: payment.script, amount: BigInt(coin.value) } })
    total += BigInt(coin.value)
  }
  tx.addOutputAddress(to, sats, REGTEST)
  if (total - sats - feeSats > 0n) tx.addOutputAddress(from.address, total - sats - feeSats, REGTEST)
  tx.sign(key)
  tx.finalize()
  return tx
}

function freshAddress(): string {
  return btc.p2wpkh(secp256k1.getPublicKey(randomBytes(32), true), REGTEST).address!
}

describe('the Bitcoin devnet is Core’s regtest', () => {
  it('its genesis block is Bitcoin Core’s regtest genesis, so its CAIP-2 id is the one wallets use', async () => {
    expect((await get('/block-height/0')).body).toBe(REGTEST_GENESIS_HASH)
    expect(devnet.caipNetworkId).toBe(REGTEST_CAIP2)
    expect(REGTEST_CAIP2).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  it('the dev accounts are the mnemonic’s BIP-84 P2WPKH keys, with Core’s bcrt1q addresses, each holding the plan’s BTC in one confirmed output', async () => {
    const expected = BigInt(bitcoinPlan.btcPerAccount) * 100_000_000n
    for (const account of devnet.accounts) {
      expect(account.address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
      expect(btc.p2wpkh(hex.decode(account.publicKey), REGTEST).address).toBe(account.address)
    }
    expect(deriveBitcoinDevAccounts(2).map((account) => account.path)).toEqual(["m/84'/1'/0'/0/0", "m/84'/1'/0'/0/1"])
    const stats = (await get(`/address/${devnet.accounts[9]!.address}`)).body
    expect(stats.chain_stats).toMatchObject({ funded_txo_count: 1, funded_txo_sum: Number(expected), spent_txo_count: 0, tx_count: 1 })
    const utxos = (await get(`/address/${devnet.accounts[9]!.address}/utxo`)).body as Utxo[]
    expect(utxos).toHaveLength(1)
    expect(utxos[0]).toMatchObject({ value: Number(expected), status: { confirmed: true } })
  })

  it('segwit is active from the start: the tip is past its activation height (432)', async () => {
    expect(Number((await get('/blocks/tip/height')).body)).toBeGreaterThan(432)
  })
})

describe('a payment, as a wallet makes it through Esplora', () => {
  it('a signed P2WPKH spend is accepted (its txid answered), shows unconfirmed, confirms with the next block, and the receiver’s UTXO is on the node', async () => {
    const sender = devnet.accounts[1]!
    const receiver = freshAddress()
    const tx = await spend(sender, receiver, 10_000_000n, 700n)
    const sent = await broadcast(tx.hex)
    expect(sent).toEqual({ status: 200, body: tx.id })

    expect((await get(`/tx/${tx.id}/status`)).body).toEqual({ confirmed: false })
    const pending = (await get(`/address/${receiver}`)).body
    expect(pending.mempool_stats).toMatchObject({ funded_txo_count: 1, funded_txo_sum: 10_000_000, tx_count: 1 })

    const [blockHash] = await devnet.mine(1)
    const status = (await get(`/tx/${tx.id}/status`)).body
    expect(status).toMatchObject({ confirmed: true, block_hash: blockHash })
    expect(status.block_height).toBe(Number((await get('/blocks/tip/height')).body))
    expect(typeof status.block_time).toBe('number')
    const utxos = (await get(`/address/${receiver}/utxo`)).body as Utxo[]
    expect(utxos).toEqual([{ txid: tx.id, vout: 0, value: 10_000_000, status }])
    expect((await get(`/tx/${tx.id}/hex`)).body).toBe(tx.hex)
  })

  it('a transaction reads with Esplora’s field names and types: inputs with the outputs they spend, fee, size, weight, status', async () => {
    const sender = devnet.accounts[2]!
    const receiver = freshAddress()
    const tx = await spend(sender, receiver, 25_000_000n, 1_000n)
    await broadcast(tx.hex)
    await devnet.mine(1)
    const read = (await get(`/tx/${tx.id}`)).body
    expect(read).toMatchObject({ txid: tx.id, version: 2, locktime: 0, fee: 1_000, size: tx.hex.length / 2, weight: tx.weight })
    expect(read.vin).toEqual([
      {
        txid: expect.stringMatching(/^[0-9a-f]{64}$/),
        vout: expect.any(Number),
        prevout: {
          scriptpubkey: expect.stringMatching(/^0014[0-9a-f]{40}$/),
          scriptpubkey_asm: expect.stringMatching(/^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/),
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: sender.address,
          value: 1_000_000_000,
        },
        scriptsig: '',
        scriptsig_asm: '',
        witness: [expect.stringMatching(/^30[0-9a-f]+01$/), sender.publicKey],
        is_coinbase: false,
        sequence: expect.any(Number),
      },
    ])
    expect(read.vout.map((output: { scriptpubkey_address: string; value: number }) => [output.scriptpubkey_address, output.value])).toEqual([
      [receiver, 25_000_000],
      [sender.address, 1_000_000_000 - 25_000_000 - 1_000],
    ])
    const history = (await get(`/address/${sender.address}/txs`)).body as { txid: string }[]
    expect(history.map((entry) => entry.txid)[0]).toBe(tx.id)
    expect(history).toHaveLength(2)
    const stats = (await get(`/address/${sender.address}`)).body
    expect(stats.chain_stats).toMatchObject({ funded_txo_count: 2, spent_txo_count: 1, spent_txo_sum: 1_000_000_000, tx_count: 2 })
  })
})

describe('the node refuses what bitcoind refuses, in its words', () => {
  it('an output below the dust limit is refused as dust', async () => {
    const tx = await spend(devnet.accounts[3]!, freshAddress(), 100n)
    expect(await broadcast(tx.hex)).toEqual({ status: 400, body: 'sendrawtransaction RPC error: {"code":-26,"message":"dust"}' })
  })

  it('a second spend of the same output is refused; the first stands', async () => {
    const sender = devnet.accounts[4]!
    const coins = (await get(`/address/${sender.address}/utxo`)).body as Utxo[]
    const first = await spend(sender, freshAddress(), 50_000n, 500n, coins)
    const second = await spend(sender, freshAddress(), 60_000n, 500n, coins)
    expect((await broadcast(first.hex)).status).toBe(200)
    const refused = await broadcast(second.hex)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatch(/^sendrawtransaction RPC error: \{"code":-2[56],"message":"bad-txns-inputs-spent"\}$/)
  })

  it('a spend signed by another key is refused by the script check', async () => {
    const victim = devnet.accounts[5]!
    const thief = devnet.accounts[6]!
    const coins = (await get(`/address/${victim.address}/utxo`)).body as Utxo[]
    const tx = new btc.Transaction()
    const thiefKey = hex.decode(thief.privateKey)
    const victimScript = btc.p2wpkh(hex.decode(victim.publicKey), REGTEST).script
    tx.addInput({ txid: coins[0]!.txid, index: coins[0]!.vout, witnessUtxo: { script: victimScript, amount: BigInt(coins[0]!.value) } })
    tx.addOutputAddress(thief.address, BigInt(coins[0]!.value) - 1_000n, REGTEST)
    // The thief's signature, forced onto the victim's input.
    tx.updateInput(0, { finalScriptWitness: [Uint8Array.from([...secp256k1.sign(new Uint8Array(32).fill(7), thiefKey).toDERRawBytes(), 0x01]), hex.decode(thief.publicKey)] })
    const refused = await broadcast(tx.hex)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatch(/^sendrawtransaction RPC error: \{"code":-26,"message":"(non-)?mandatory-script-verify-flag/)
  })

  it('a body that is not a transaction is refused as undecodable; an unknown address, txid or path is said so', async () => {
    expect(await broadcast('zz')).toEqual({ status: 400, body: 'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}' })
    expect(await get('/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual({ status: 400, body: 'Invalid Bitcoin address' })
    expect(await get(`/tx/${'ab'.repeat(32)}`)).toEqual({ status: 404, body: 'Transaction not found' })
    expect(await get('/tx/nothex')).toEqual({ status: 400, body: 'Invalid hex string' })
    expect((await get('/mempool/recent')).status).toBe(404)
  })
})

describe('what a wallet asks besides', () => {
  it('fee estimates are sat/vB by confirmation target, as Esplora answers them', async () => {
    const { body } = await get('/fee-estimates')
    expect(Object.keys(body)).toEqual(['1', '2', '3', '6', '10', '25', '144', '504', '1008'])
    for (const rate of Object.values(body)) expect(rate).toBeGreaterThanOrEqual(1)
  })

  it('any origin may read it, as mempool.space allows', async () => {
    const response = await fetch(`${devnet.esploraUrl}/blocks/tip/height`, { headers: { origin: 'https://dapp.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('blocks come on the clock: a devnet started with a short interval mines without being asked', async () => {
    const quick = await startBitcoinDevnet({ blockIntervalMs: 200 })
    try {
      const start = Number(await (await fetch(`${quick.esploraUrl}/blocks/tip/height`)).text())
      await expect.poll(async () => Number(await (await fetch(`${quick.esploraUrl}/blocks/tip/height`)).text()), { timeout: 20_000 }).toBeGreaterThan(start + 1)
    } finally {
      await quick.stop()
    }
  })
})
