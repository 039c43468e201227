import { describe, expect, it } from 'vitest'
import { polkadotNamespace } from '../src/polkadot/polkadotNamespace.ts'
import type { SignerPayloadJSON } from '../src/polkadot/requestTypes.ts'
import { ALICE_POLKADOT, BOB, polkadot } from './support.ts'

const sender = { address: ALICE_POLKADOT, chainId: polkadot.id }
const prepare = async (name: string, params: unknown) => (await polkadotNamespace.load()).prepare(name, params, sender)
const SIGNATURE = `0x${'ab'.repeat(64)}`
const PAYLOAD: SignerPayloadJSON = {
  address: ALICE_POLKADOT,
  blockHash: `0x${'11'.repeat(32)}`,
  blockNumber: '0x00000010',
  era: '0x0500',
  genesisHash: `0x${'91'.repeat(32)}`,
  method: '0x0503',
  nonce: '0x00000000',
  specVersion: '0x00000384',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x0000000f',
  signedExtensions: ['CheckNonZeroSender', 'CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeTransactionPayment'],
  version: 4,
}

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
