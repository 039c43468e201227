import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { solanaNamespace } from '../src/solana/solanaNamespace.ts'
import { unsignedTransfer } from './transactions.ts'

/** The namespace's parts (requests, inclusion, wallet assets), as the client loads them on first use. */
const solanaParts = await solanaNamespace.load()

const SENDER = { address: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW', chainId: 'FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9' }
const TRANSACTION = unsignedTransfer(SENDER.address)
const SIGNATURE = base58.encode(new Uint8Array(64).fill(9))

describe('the solana requests', () => {
  it('make signAndSendTransaction the solana_signAndSendTransaction call, from bytes or base64 alike, followed by its signature status on the node', async () => {
    const fromBytes = await solanaParts.prepare('signAndSendTransaction', { transaction: TRANSACTION, sendOptions: { skipPreflight: true } }, SENDER)
    const fromText = await solanaParts.prepare('signAndSendTransaction', { transaction: base64.encode(TRANSACTION) }, SENDER)
    expect(fromBytes).toMatchObject({
      kind: 'transaction',
      rpc: { method: 'solana_signAndSendTransaction', params: { transaction: base64.encode(TRANSACTION), sendOptions: { skipPreflight: true } } },
    })
    expect(fromText?.rpc.params).toEqual({ transaction: base64.encode(TRANSACTION) })
    if (fromBytes?.kind !== 'transaction') throw new Error('a transaction')
    expect(fromBytes.read({ signature: SIGNATURE })).toBe(SIGNATURE)
    const check = solanaParts.inclusion!(SIGNATURE)
    expect(check).toMatchObject({ askNode: true, rpc: { method: 'getSignatureStatuses', params: [[SIGNATURE], { searchTransactionHistory: true }] } })
    expect(check.read({ context: { slot: 1 }, value: [{ confirmationStatus: 'confirmed', err: null }] })).toBe('succeeded')
    expect(check.read({ context: { slot: 1 }, value: [{ confirmationStatus: 'finalized', err: { InstructionError: [0, 'Custom'] } }] })).toBe('failed')
    expect(check.read({ context: { slot: 1 }, value: [{ confirmationStatus: 'processed', err: null }] })).toBeUndefined()
    expect(check.read({ context: { slot: 1 }, value: [null] })).toBeUndefined()
  })

  it('make signTransaction the solana_signTransaction call, and read back the signature and the signed transaction', async () => {
    const prepared = await solanaParts.prepare('signTransaction', { transaction: TRANSACTION }, SENDER)
    expect(prepared).toMatchObject({ kind: 'signature', rpc: { method: 'solana_signTransaction' } })
    expect(prepared!.read({ signature: SIGNATURE, transaction: 'AQ==' })).toEqual({ signature: SIGNATURE, transaction: 'AQ==' })
    expect(() => prepared!.read({ signature: 'not base58!' })).toThrow('without a signature')
  })

  it.each([
    [{}, "transaction must be the transaction's wire bytes (a Uint8Array), or those bytes in base64"],
    [{ transaction: '%%%' }, "transaction must be the transaction's wire bytes, or those bytes in base64"],
    [{ transaction: new Uint8Array(10) }, 'transaction is 10 bytes: too short to be a Solana transaction'],
    [{ transaction: new Uint8Array(1300) }, 'transaction is 1300 bytes: a Solana transaction is at most 1232'],
    [{ transaction: TRANSACTION, sendOptions: { maxRetries: -1 } }, 'sendOptions.maxRetries must be a whole number of 0 or more'],
    [{ transaction: TRANSACTION, sendOptions: { preflightCommitment: 'max' } }, 'sendOptions.preflightCommitment must be one of processed, confirmed, finalized'],
  ])('refuse bad input with a TypeError naming the field: %o', async (params, message) => {
    await expect(solanaParts.prepare('signAndSendTransaction', params, SENDER)).rejects.toThrow(new TypeError(message))
  })

  it('answer undefined for a name the namespace does not declare', async () => {
    expect(await solanaParts.prepare('sendTransaction', { to: 'x' }, SENDER)).toBeUndefined()
  })
})
