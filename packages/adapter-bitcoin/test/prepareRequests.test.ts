import type { PreparedRequest, RequestSender } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { bitcoinNamespace } from '../src/bip122/bitcoinNamespace.ts'
import { BITCOIN_NETWORKS } from '../src/bitcoinNetwork.ts'

const ACCOUNT = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk'
const RECEIVER = 'bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x'
const sender = { address: ACCOUNT, chainId: BITCOIN_NETWORKS.regtest }
// "psbt" 0xff and a few bytes: the shape the checks read.
const PSBT = 'cHNidP8BAAoCAAAAAAAAAAAAAA=='
const TXID = 'AB'.repeat(32)

async function prepare(name: string, params: unknown, from: RequestSender = sender): Promise<PreparedRequest | undefined> {
  const parts = await bitcoinNamespace.load()
  return parts.prepare(name, params, from)
}

describe('the bip122 requests', () => {
  it('signMessage asks WalletConnect-style signMessage with the account, and reads the signature and how it was made', async () => {
    const prepared = await prepare('signMessage', { message: 'hello', protocol: 'bip322' })
    expect(prepared).toMatchObject({ kind: 'signature', rpc: { method: 'signMessage', params: { account: ACCOUNT, address: ACCOUNT, message: 'hello', protocol: 'bip322' } } })
    expect(prepared!.read({ address: ACCOUNT, signature: 'AkcwRAIg', protocol: 'BIP322' })).toEqual({ signature: 'AkcwRAIg', protocol: 'bip322' })
    const unsaid = await prepare('signMessage', { message: 'hello', address: RECEIVER })
    expect(unsaid!.rpc.params).toEqual({ account: ACCOUNT, address: RECEIVER, message: 'hello' })
    // A wallet that does not say how it signed: WalletConnect's default, ECDSA.
    expect(unsaid!.read({ signature: 'H9L5yLFjti0QTHhPyFrZCT1V' })).toEqual({ signature: 'H9L5yLFjti0QTHhPyFrZCT1V', protocol: 'ecdsa' })
    expect(() => unsaid!.read({ signature: 'not base64!' })).toThrow('without a base64 signature')
  })

  it('sendTransfer is a transaction to the first recipient, in WalletConnect’s shape for one recipient, and answers the txid', async () => {
    const prepared = await prepare('sendTransfer', { recipients: [{ address: RECEIVER, amount: '10000000' }] })
    expect(prepared).toMatchObject({
      kind: 'transaction',
      sentTo: RECEIVER,
      rpc: { method: 'sendTransfer', params: { account: ACCOUNT, recipients: [{ address: RECEIVER, amount: '10000000' }], recipientAddress: RECEIVER, amount: '10000000' } },
    })
    expect(prepared!.read({ txid: TXID })).toBe(TXID.toLowerCase())
    expect(() => prepared!.read({ txid: 'abc' })).toThrow('without a transaction id')
    const two = await prepare('sendTransfer', {
      recipients: [
        { address: RECEIVER, amount: '1' },
        { address: ACCOUNT, amount: '2' },
      ],
    })
    expect(two!.rpc.params).toEqual({
      account: ACCOUNT,
      recipients: [
        { address: RECEIVER, amount: '1' },
        { address: ACCOUNT, amount: '2' },
      ],
    })
  })

  it('signPsbt passes the PSBT, its inputs and broadcast, and reads the signed PSBT and a txid', async () => {
    const prepared = await prepare('signPsbt', { psbt: PSBT, signInputs: [{ address: ACCOUNT, index: 0, sighashTypes: [1] }], broadcast: true })
    expect(prepared).toMatchObject({
      kind: 'signature',
      rpc: { method: 'signPsbt', params: { account: ACCOUNT, psbt: PSBT, signInputs: [{ address: ACCOUNT, index: 0, sighashTypes: [1] }], broadcast: true } },
    })
    expect(prepared!.read({ psbt: PSBT, txid: TXID })).toEqual({ psbt: PSBT, txid: TXID.toLowerCase() })
    expect(prepared!.read({ psbt: PSBT })).toEqual({ psbt: PSBT })
    expect(() => prepared!.read({ psbt: 'AAAA' })).toThrow('without a PSBT')
  })

  it("getAddresses reads WalletConnect's getAccountAddresses (intention payment or ordinal)", async () => {
    const prepared = await prepare('getAddresses', undefined)
    expect(prepared).toMatchObject({ kind: 'signature', rpc: { method: 'getAccountAddresses', params: { account: ACCOUNT } } })
    expect(
      prepared!.read([
        { address: ACCOUNT, publicKey: '02ab', intention: 'payment' },
        { address: 'bcrt1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqjeprhg', intention: 'ordinal' },
        { address: 'not an address', intention: 'payment' },
      ]),
    ).toEqual([
      { address: ACCOUNT, publicKey: '02ab', purpose: 'payment' },
      { address: 'bcrt1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqjeprhg', purpose: 'ordinals' },
    ])
  })

  it('answers undefined for a name the namespace does not declare', async () => {
    expect(await prepare('sendTransaction', { to: RECEIVER })).toBeUndefined()
  })

  it.each([
    ['signMessage', undefined, 'params must be { message, address?, protocol? }'],
    ['signMessage', { message: '' }, 'message must be a non-empty string'],
    ['signMessage', { message: 'hi', address: '0x52908400098527886E0F7030069857D2E4169EE7' }, 'address must be a Bitcoin address'],
    ['signMessage', { message: 'hi', protocol: 'bip137' }, 'protocol must be bip322 or ecdsa'],
    ['sendTransfer', { recipients: [] }, 'recipients must be a non-empty list of { address, amount }'],
    ['sendTransfer', { recipients: [{ address: RECEIVER, amount: '1' }, 'x'] }, 'recipients[1] must be { address, amount }'],
    ['sendTransfer', { recipients: [{ address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', amount: '1' }] }, 'recipients[0].address must be a Bitcoin address'],
    ['sendTransfer', { recipients: [{ address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: '1' }] }, 'recipients[0].address is an address of Bitcoin mainnet, not of the active network'],
    ['sendTransfer', { recipients: [{ address: RECEIVER, amount: 1000 }] }, 'recipients[0].amount must be a whole number of satoshis above 0, written as a string'],
    ['sendTransfer', { recipients: [{ address: RECEIVER, amount: '0' }] }, 'recipients[0].amount must be a whole number of satoshis above 0'],
    ['sendTransfer', { recipients: [{ address: RECEIVER, amount: '1.5' }] }, 'recipients[0].amount must be a whole number'],
    ['sendTransfer', { recipients: [{ address: RECEIVER, amount: '2100000000000001' }] }, 'recipients[0].amount is more than the 21 million bitcoin'],
    ['signPsbt', { psbt: 'AAAA' }, 'psbt must be a PSBT in base64'],
    ['signPsbt', { psbt: PSBT, signInputs: {} }, 'signInputs must be a list of { address, index, sighashTypes? }'],
    ['signPsbt', { psbt: PSBT, signInputs: [{ address: ACCOUNT, index: -1 }] }, 'signInputs[0].index must be a whole number of 0 or more'],
    ['signPsbt', { psbt: PSBT, signInputs: [{ address: 'nope', index: 0 }] }, 'signInputs[0].address must be a Bitcoin address'],
    ['signPsbt', { psbt: PSBT, signInputs: [{ address: ACCOUNT, index: 0, sighashTypes: [256] }] }, 'signInputs[0].sighashTypes must be a list of sighash types'],
    ['signPsbt', { psbt: PSBT, broadcast: 'yes' }, 'broadcast must be true or false'],
    ['getAddresses', 'all', 'params must be empty or absent'],
  ])('%s refuses %o with a TypeError naming the field', async (name, params, words) => {
    const failure = await prepare(name, params).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(TypeError)
    expect((failure as Error).message).toContain(words)
  })

  it('takes a mainnet receiver on mainnet and a base58 test address on any test network', async () => {
    const mainnet = { address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', chainId: BITCOIN_NETWORKS.mainnet }
    expect(await prepare('sendTransfer', { recipients: [{ address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', amount: '546' }] }, mainnet)).toMatchObject({ kind: 'transaction' })
    const signet = { address: 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl', chainId: BITCOIN_NETWORKS.signet }
    expect(await prepare('sendTransfer', { recipients: [{ address: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', amount: '546' }] }, signet)).toMatchObject({ kind: 'transaction' })
  })
})
