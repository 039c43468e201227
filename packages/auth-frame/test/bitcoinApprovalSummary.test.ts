import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { describePsbt, formatSats, summarizeBitcoinRequest } from '../src/frame/approvalSummaries/bip122Summary.ts'

const REGTEST_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const MAINNET_CHAIN = 'bip122:000000000019d6689c085ae165831e93'
const REGTEST = { ...btc.TEST_NETWORK, bech32: 'bcrt' }

const keyAddress = (seed: number, network = REGTEST) => btc.p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(seed), true), network)
const visitor = keyAddress(1)
const receiver = keyAddress(2).address!
const stranger = keyAddress(3)
const TXID = 'aa'.repeat(32)

/** A PSBT as the modal's send builds it: the visitor's coins in, the payment and the change out. */
function psbt(inputs: { owner: ReturnType<typeof keyAddress>; sats: bigint; withAmount?: boolean }[], outputs: { to: string; sats: bigint }[], network = REGTEST): string {
  const transaction = new btc.Transaction()
  inputs.forEach(({ owner, sats, withAmount = true }, index) => transaction.addInput({ txid: TXID, index, ...(withAmount ? { witnessUtxo: { script: owner.script, amount: sats } } : {}) }))
  for (const { to, sats } of outputs) transaction.addOutputAddress(to, sats, network)
  return base64.encode(transaction.toPSBT())
}

const chain = { chainId: REGTEST_CHAIN, account: visitor.address! }

describe("the approval screen's Bitcoin summary", () => {
  it('a send shows the amount and receiver, the fee as inputs less outputs, and the change back to the visitor, to the satoshi', () => {
    const encoded = psbt(
      [{ owner: visitor, sats: 100_000_000n }],
      [
        { to: receiver, sats: 10_000_000n },
        { to: visitor.address!, sats: 89_998_590n },
      ],
    )
    const summary = summarizeBitcoinRequest('bip122_signPsbt', { psbt: encoded, broadcast: true }, chain)
    expect(summary.title).toBe('Send bitcoin')
    expect(summary.sections).toEqual([
      {
        kind: 'rows',
        rows: [
          { label: 'Amount', value: '0.1 BTC' },
          { label: 'To', value: receiver, mono: true },
          { label: 'Network fee', value: '0.0000141 BTC' },
          { label: 'Change back to you', value: '0.8999859 BTC' },
        ],
      },
    ])
  })

  it('a PSBT signed without sending is titled so; inputs of others are counted, the visitor told only theirs are signed', () => {
    const encoded = psbt(
      [
        { owner: visitor, sats: 50_000n },
        { owner: stranger, sats: 50_000n },
      ],
      [{ to: receiver, sats: 99_000n }],
    )
    const summary = summarizeBitcoinRequest('bip122_signPsbt', { psbt: encoded }, chain)
    expect(summary.title).toBe('Sign transaction')
    const rows = summary.sections[0]!.kind === 'rows' ? summary.sections[0]!.rows : []
    expect(rows).toContainEqual({ label: 'Network fee', value: '0.00001 BTC' })
    expect(rows).toContainEqual({ label: 'Other inputs', value: '1 of its 2 inputs are not yours; only yours are signed' })
  })

  it('addresses are written for the network: a mainnet PSBT names bc1 receivers', () => {
    const mainReceiver = keyAddress(2, btc.NETWORK).address!
    const rows = describePsbt(psbt([{ owner: keyAddress(1, btc.NETWORK), sats: 20_000n }], [{ to: mainReceiver, sats: 10_000n }], btc.NETWORK), { chainId: MAINNET_CHAIN })
    expect(rows).toContainEqual({ label: 'To', value: mainReceiver, mono: true })
    expect(mainReceiver.startsWith('bc1q')).toBe(true)
  })

  it('a fee that cannot be known is said so, never guessed: an input without its amount', () => {
    const rows = describePsbt(psbt([{ owner: visitor, sats: 0n, withAmount: false }], [{ to: receiver, sats: 1_000n }]), chain)
    expect(rows).toContainEqual({ label: 'Network fee', value: 'Not known: an input does not say its amount' })
  })

  it('bytes that are no PSBT get one row telling the visitor to decline unless they trust the site', () => {
    for (const bad of ['AAAA', 42, undefined]) expect(describePsbt(bad, chain)).toEqual([{ label: 'Transaction', value: 'This transaction could not be read. Decline it unless you trust this site.' }])
  })

  it('a method it does not read gets the generic summary: the method and its parameters', () => {
    expect(summarizeBitcoinRequest('bip122_sendTransfer', { recipients: [] }, chain).title).toBe('Approve request')
  })

  it('a message shows as its text', () => {
    expect(summarizeBitcoinRequest('bip122_signMessage', { message: 'Sign in to Foyer' }, chain)).toEqual({
      title: 'Sign message',
      sections: [{ kind: 'text', label: 'Message', text: 'Sign in to Foyer', mono: false }],
    })
  })

  it('satoshis are written as BTC with every significant digit and grouped thousands', () => {
    expect([formatSats(1n), formatSats(100_000_000n), formatSats(2_100_000_000_000_000n), formatSats(0n)]).toEqual(['0.00000001', '1', '21,000,000', '0'])
  })
})
