/**
 * The embedded wallet's Bitcoin side against the devnet's regtest node behind its Esplora front:
 * the user's BIP-84 payment address, a BIP-322 message signature any verifier accepts, and a PSBT
 * whose user inputs it signs and broadcasts (the receiver's output read back on the node); what it
 * refuses, in words; and a user made before bip122 was served, given its addresses at its next request.
 */
import { startBitcoinDevnet, type BitcoinDevnet } from '@foyer/devnet'
import { verifyBip322Simple } from '@foyer/siwx-verify'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { eq } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authUsers } from '../../src/auth/authUsersTable.ts'
import { bitcoinChainConfigFromDevnet } from '../../src/index.ts'
import { call, logIn, newEmail, startAuthServer, type AuthServer, type SignedIn } from './authHarness.ts'

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const SATS_PER_BTC = 100_000_000n

let devnet: BitcoinDevnet
let server: AuthServer
let alice: SignedIn
let aliceAddress: string

beforeAll(async () => {
  devnet = await startBitcoinDevnet({ blockIntervalMs: 3_600_000 })
  server = await startAuthServer({ bitcoinChains: [bitcoinChainConfigFromDevnet(devnet)] })
  alice = await logIn(server, newEmail('bitcoin'))
  aliceAddress = (await user(alice)).body.address
  // One coin of 1 BTC for Alice, confirmed.
  await devnet.pay(devnet.accounts[0]!, aliceAddress, Number(SATS_PER_BTC))
  await devnet.mine(1)
})
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
})

const regtest = () => devnet.caipNetworkId
const user = (who: SignedIn) => call(server, 'GET', `/user?chainId=${regtest()}`, { device: who.device, token: who.token })
const rpc = (method: string, params: unknown, who: SignedIn = alice) => call(server, 'POST', '/rpc', { device: who.device, token: who.token, body: { chainId: regtest(), method, params } })
const esplora = async <T>(path: string): Promise<T> => (await fetch(`${devnet.esploraUrl}${path}`)).json() as Promise<T>
const freshAddress = () => btc.p2wpkh(secp256k1.getPublicKey(randomBytes(32), true), REGTEST).address!

interface EsploraUtxo {
  txid: string
  vout: number
  value: number
}

/** An unsigned PSBT paying `sats` from the address's coins to `to`, change back, as the modal's send builds one. */
async function payment(from: string, to: string, sats: bigint, fee = 1_000n): Promise<string> {
  const utxos = await esplora<EsploraUtxo[]>(`/address/${from}/utxo`)
  const script = btc.OutScript.encode(btc.Address(REGTEST).decode(from))
  const tx = new btc.Transaction()
  let total = 0n
  for (const utxo of utxos) {
    tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: BigInt(utxo.value) } })
    total += BigInt(utxo.value)
  }
  tx.addOutputAddress(to, sats, REGTEST)
  if (total - sats - fee > 0n) tx.addOutputAddress(from, total - sats - fee, REGTEST)
  return base64.encode(tx.toPSBT())
}

describe("the embedded wallet's Bitcoin account", () => {
  it("is a P2WPKH address of the network's (bcrt1q on regtest), the same on every request and in what the signatures name", async () => {
    expect(aliceAddress).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
    expect((await user(alice)).body).toMatchObject({ address: aliceAddress, chainId: regtest() })
    expect((await rpc('bip122_signMessage', { message: 'hi' })).body.result.address).toBe(aliceAddress)
  })

  it('bip122_signMessage answers a BIP-322 simple signature that verifies for the address, and for no other message', async () => {
    const message = 'Sign in to Foyer\nNonce: 8c1f'
    const answer = await rpc('bip122_signMessage', { message, address: aliceAddress })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.result.protocol).toBe('bip322')
    expect(verifyBip322Simple(aliceAddress, message, answer.body.result.signature)).toBe(true)
    expect(verifyBip322Simple(aliceAddress, `${message}!`, answer.body.result.signature)).toBe(false)
  })

  it("bip122_signPsbt with broadcast signs the user's inputs and sends: the receiver's output is on the node, exactly", async () => {
    const to = freshAddress()
    const answer = await rpc('bip122_signPsbt', { psbt: await payment(aliceAddress, to, 10_000_000n), broadcast: true })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.result.txid).toMatch(/^[0-9a-f]{64}$/)
    await devnet.mine(1)
    const received = await esplora<EsploraUtxo[]>(`/address/${to}/utxo`)
    expect(received).toEqual([expect.objectContaining({ txid: answer.body.result.txid, value: 10_000_000 })])
    const status = await esplora<{ confirmed: boolean }>(`/tx/${answer.body.result.txid}/status`)
    expect(status.confirmed).toBe(true)
  })

  it('bip122_signPsbt without broadcast answers the PSBT signed, and sends nothing', async () => {
    const to = freshAddress()
    const answer = await rpc('bip122_signPsbt', { psbt: await payment(aliceAddress, to, 5_000n) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.result.txid).toBeUndefined()
    const signed = btc.Transaction.fromPSBT(base64.decode(answer.body.result.psbt))
    expect(signed.getInput(0).partialSig?.length).toBe(1)
    expect(await esplora<EsploraUtxo[]>(`/address/${to}/utxo`)).toEqual([])
  })

  it("the network's refusal is a 400 in the node's words (an output under the dust limit)", async () => {
    const answer = await rpc('bip122_signPsbt', { psbt: await payment(aliceAddress, freshAddress(), 100n), broadcast: true })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^The network refused the transaction: .*dust/)
  })
})

describe('what the Bitcoin side refuses, before signing anything', () => {
  it('a PSBT with no input of the user, a signInputs entry for another address or another input, and bytes that are no PSBT are 400s naming why', async () => {
    const stranger = devnet.accounts[1]!.address
    const foreign = await rpc('bip122_signPsbt', { psbt: await payment(stranger, freshAddress(), 10_000n) })
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toMatch(/has no input spending an output of bcrt1q/)
    const mine = await payment(aliceAddress, freshAddress(), 10_000n)
    expect((await rpc('bip122_signPsbt', { psbt: mine, signInputs: [{ address: stranger, index: 0 }] })).body.message).toMatch(/this wallet signs only for/)
    expect((await rpc('bip122_signPsbt', { psbt: mine, signInputs: [{ address: aliceAddress, index: 7 }] })).body.message).toMatch(/the PSBT has no input 7/)
    expect((await rpc('bip122_signPsbt', { psbt: base64.encode(hex.decode('00ff00ff')) })).body.message).toMatch(/^body\.params\.psbt could not be read as a PSBT/)
    expect((await rpc('bip122_signPsbt', { psbt: 'not base64!' })).body.message).toMatch(/^body\.params\.psbt must be the PSBT in base64/)
  })

  it('a message for another address, or in the legacy ECDSA format, is a 400 naming it', async () => {
    expect((await rpc('bip122_signMessage', { message: 'hi', address: devnet.accounts[1]!.address })).body.message).toMatch(/^body\.params\.address must be your address/)
    expect((await rpc('bip122_signMessage', { message: 'hi', protocol: 'ecdsa' })).body.message).toMatch(/ecdsa is not offered/)
  })

  it('a bip122 method on an EVM chain, or an EVM method on the Bitcoin network, is a 400 naming both', async () => {
    const onEvm = await call(server, 'POST', '/rpc', { device: alice.device, token: alice.token, body: { chainId: 'eip155:31337', method: 'bip122_signMessage', params: { message: 'hi' } } })
    expect(onEvm).toMatchObject({ status: 400, body: { message: 'body.method bip122_signMessage is a bip122 method; body.chainId eip155:31337 is not a bip122 chain' } })
    expect((await rpc('personal_sign', ['hi', alice.user.address])).body.message).toMatch(/eip155 method/)
  })
})

describe('a user made before the server served Bitcoin', () => {
  it('gets its Bitcoin addresses at its next request, derived from its own seed (the same address as before), and kept', async () => {
    const bob = await logIn(server, newEmail('before-bitcoin'))
    const address = (await user(bob)).body.address
    const db = server.app.database.db
    const [row] = await db.select().from(authUsers).where(eq(authUsers.evmAddress, bob.user.address))
    await db.update(authUsers).set({ namespaceAddresses: {} }).where(eq(authUsers.id, row!.id))
    expect((await user(bob)).body.address).toBe(address)
    const [after] = await db.select().from(authUsers).where(eq(authUsers.id, row!.id))
    expect(after!.namespaceAddresses).toEqual(row!.namespaceAddresses)
    expect(Object.keys(after!.namespaceAddresses).sort()).toEqual(['bip122:bc', 'bip122:bcrt', 'bip122:tb', 'polkadot:sr25519'])
  })
})
