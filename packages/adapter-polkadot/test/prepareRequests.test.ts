import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { polkadotNamespace } from '../src/polkadot/polkadotNamespace.ts'
import { signedExtrinsic } from '../src/transaction/signerPayload.ts'
import { ALICE_POLKADOT, BOB, PAYLOAD, polkadot } from './support.ts'

const sender = { address: ALICE_POLKADOT, chainId: polkadot.id }
const prepare = async (name: string, params: unknown) => (await polkadotNamespace.load()).prepare(name, params, sender)
const SIGNATURE = `0x${'ab'.repeat(64)}`

describe('polkadot requests', () => {
  it('signMessage becomes polkadot_signMessage for the account (or another address) and reads a hex signature', async () => {
    const prepared = await prepare('signMessage', { message: 'hello' })
    expect([prepared?.kind, prepared?.rpc]).toEqual(['signature', { method: 'polkadot_signMessage', params: { address: ALICE_POLKADOT, message: 'hello' } }])
    expect(prepared?.read({ signature: SIGNATURE })).toEqual({ signature: SIGNATURE })
    expect(() => prepared?.read({ signature: '0x12' })).toThrow('without a signature in hex')
    expect((await prepare('signMessage', { message: 'hi', address: BOB.address }))?.rpc.params).toEqual({ address: BOB.address, message: 'hi' })
  })

  it('signTransaction becomes polkadot_signTransaction with the payload, for the payload’s address', async () => {
    const prepared = await prepare('signTransaction', { transactionPayload: PAYLOAD })
    expect(prepared?.rpc).toEqual({ method: 'polkadot_signTransaction', params: { address: ALICE_POLKADOT, transactionPayload: PAYLOAD } })
    expect(prepared?.read({ signature: `0x01${'ab'.repeat(64)}` })).toEqual({ signature: `0x01${'ab'.repeat(64)}` })
  })

  it('signAndSendTransaction has the wallet sign the payload (polkadot_signTransaction), then the node send the signed extrinsic (author_submitExtrinsic) and answer its hash', async () => {
    const prepared = await prepare('signAndSendTransaction', { transactionPayload: PAYLOAD, to: BOB.address })
    if (prepared?.kind !== 'transaction' || !prepared.broadcast) throw new Error('expected a transaction the node sends')
    expect([prepared.rpc, prepared.sentTo]).toEqual([{ method: 'polkadot_signTransaction', params: { address: ALICE_POLKADOT, transactionPayload: PAYLOAD } }, BOB.address])
    const signature = `0x01${'ab'.repeat(64)}` as const
    const signed = prepared.read({ signature })
    expect(signed).toBe(`0x${hex.encode(signedExtrinsic(PAYLOAD, signature))}`)
    const broadcast = prepared.broadcast(signed)
    expect(broadcast.rpc).toEqual({ method: 'author_submitExtrinsic', params: [signed] })
    expect(broadcast.read(`0x${'cd'.repeat(32)}`)).toBe(`0x${'cd'.repeat(32)}`)
    expect(() => broadcast.read({ hash: 'nope' })).toThrow('The node answered author_submitExtrinsic without the extrinsic’s hash')
    expect(() => prepared.read({ signature: '0x12' })).toThrow('without a signature in hex')
    // Paid to the sender where no receiver is named.
    expect(((await prepare('signAndSendTransaction', { transactionPayload: PAYLOAD })) as { sentTo: string }).sentTo).toBe(ALICE_POLKADOT)
    await expect(prepare('signAndSendTransaction', { transactionPayload: PAYLOAD, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).rejects.toThrow('to must be a Polkadot (SS58) address')
    await expect(prepare('signAndSendTransaction', { transactionPayload: { ...PAYLOAD, nonce: 3 } })).rejects.toThrow('transactionPayload.nonce must be hex')
  })

  it('getAccounts asks polkadot_getAccounts', async () => {
    const prepared = await prepare('getAccounts', undefined)
    expect(prepared?.rpc).toEqual({ method: 'polkadot_getAccounts', params: {} })
    expect(() => prepared?.read([{ name: 'x' }])).toThrow('without a list of accounts')
  })

  it('refuses bad params with a TypeError naming the field, and answers undefined for another name', async () => {
    await expect(prepare('signMessage', { message: '' })).rejects.toThrow('message must be a non-empty string')
    await expect(prepare('signMessage', { message: 'hi', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).rejects.toThrow('address must be a Polkadot (SS58) address')
    await expect(prepare('signTransaction', { transactionPayload: { ...PAYLOAD, era: 'mortal' } })).rejects.toThrow('transactionPayload.era must be hex')
    await expect(prepare('signTransaction', { transactionPayload: { ...PAYLOAD, signedExtensions: 'all' } })).rejects.toThrow('transactionPayload.signedExtensions must be a list')
    await expect(prepare('signTransaction', [])).rejects.toThrow(TypeError)
    await expect(prepare('getAccounts', 'all')).rejects.toThrow('params must be empty or absent')
    expect(await prepare('sendTransaction', {})).toBeUndefined()
  })
})
