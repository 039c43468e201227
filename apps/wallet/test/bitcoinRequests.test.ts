import { verifyBip322Simple } from '@foyer/siwx-verify'
import type { SessionRequest } from '@foyer/walletconnect'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64, hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinWalletNamespace } from '../src/bitcoin/bitcoinNamespace.ts'
import { requestedPermissions, supportedNamespaces } from '../src/lib/namespaces.ts'

const REGTEST_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const REGTEST = { ...btc.TEST_NETWORK, bech32: 'bcrt' }
const PRIVATE_KEY = new Uint8Array(32).fill(9)
const OWN = btc.p2wpkh(secp256k1.getPublicKey(PRIVATE_KEY, true), REGTEST)
const RECEIVER = btc.p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(5), true), REGTEST).address!
// Esplora is never reached: these requests sign without sending.
const side = bitcoinWalletNamespace({ caipNetworkId: REGTEST_CHAIN, name: 'Foyer Bitcoin Devnet', esploraUrl: 'http://127.0.0.1:9', privateKey: hex.encode(PRIVATE_KEY) })

const request = (method: string, params: unknown, chainId = REGTEST_CHAIN): SessionRequest => ({ id: 1, topic: 'topic', params: { request: { method, params }, chainId } })

function psbt(owner = OWN): string {
  const transaction = new btc.Transaction()
  transaction.addInput({ txid: 'aa'.repeat(32), index: 0, witnessUtxo: { script: owner.script, amount: 100_000n } })
  transaction.addOutputAddress(RECEIVER, 60_000n, REGTEST)
  transaction.addOutput({ script: owner.script, amount: 39_000n })
  return base64.encode(transaction.toPSBT())
}

describe("the reference wallet's Bitcoin requests", () => {
  it('grants its payment account (P2WPKH) on the devnet network with WalletConnect’s bip122 methods, and the proposal card marks them', () => {
    expect(side.account).toMatchObject({ address: OWN.address, caipNetworkId: REGTEST_CHAIN })
    const supported = supportedNamespaces([31337], '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', [side])
    expect(supported.bip122).toEqual({
      chains: [REGTEST_CHAIN],
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
      accounts: [`${REGTEST_CHAIN}:${OWN.address}`],
    })
    const requested = requestedPermissions({ requiredNamespaces: {}, optionalNamespaces: { bip122: { chains: [REGTEST_CHAIN], methods: ['signPsbt'], events: [] } } }, supported)
    expect(requested.chains).toEqual([{ id: REGTEST_CHAIN, required: false, supported: true }])
  })

  it('a message is signed with BIP-322 and verifies for the account', async () => {
    const view = await side.describe(request('signMessage', { account: OWN.address, address: OWN.address, message: 'Hello', protocol: 'bip322' }))
    expect(view.blocks[0]).toEqual({ label: 'Message', text: 'Hello' })
    const { result } = await side.sign(request('signMessage', { account: OWN.address, message: 'Hello' }))
    expect(verifyBip322Simple(OWN.address!, 'Hello', (result as { signature: string }).signature)).toBe(true)
  })

  it('a PSBT card says what it pays, the fee and the change; signing fills the account’s input', async () => {
    const view = await side.describe(request('signPsbt', { account: OWN.address, psbt: psbt(), broadcast: true }))
    expect(view.title).toBe('Send bitcoin')
    expect(view.rows).toEqual([
      { label: 'Account', value: OWN.address },
      { label: 'Pays', value: `0.0006 BTC to ${RECEIVER}` },
      { label: 'Network fee', value: '0.00001 BTC' },
      { label: 'Change', value: '0.00039 BTC back to this account' },
    ])
    const { result } = await side.sign(request('signPsbt', { account: OWN.address, psbt: psbt() }))
    const signed = btc.Transaction.fromPSBT(base64.decode((result as { psbt: string }).psbt))
    expect(signed.getInput(0).partialSig).toHaveLength(1)
  })

  it('refuses another account, another network, ECDSA, and a PSBT with nothing of its own, each with the RPC error to answer', async () => {
    const stranger = btc.p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(3), true), REGTEST)
    await expect(side.describe(request('signMessage', { account: stranger.address, message: 'x' }))).rejects.toMatchObject({ code: 4100 })
    await expect(side.describe(request('signMessage', { message: 'x' }, 'bip122:000000000019d6689c085ae165831e93'))).rejects.toMatchObject({ code: 4901 })
    await expect(side.describe(request('signMessage', { message: 'x', protocol: 'ecdsa' }))).rejects.toMatchObject({ code: 4200 })
    await expect(side.sign(request('signPsbt', { psbt: psbt(stranger) }))).rejects.toMatchObject({ code: -32602 })
    expect(await side.answerSilently('getAccountAddresses', {})).toEqual([{ address: OWN.address, publicKey: hex.encode(secp256k1.getPublicKey(PRIVATE_KEY, true)), intention: 'payment' }])
  })
})
