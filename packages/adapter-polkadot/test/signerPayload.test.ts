/**
 * A SignerPayloadJSON as bytes, checked against polkadot-js (@polkadot/types' ExtrinsicPayload, as
 * the polkadot-js extension signs; @polkadot/api's extrinsic, as it submits) and against the real
 * asset-hub-rococo runtime under chopsticks, which takes the extrinsic only if every byte signed is
 * what it checks.
 */
import { randomBytes } from 'node:crypto'
import { startPolkadotDevnet, type PolkadotDevnet } from '@foyer/devnet'
import { ApiPromise, HttpProvider } from '@polkadot/api'
import { TypeRegistry } from '@polkadot/types'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import * as sr25519 from '@scure/sr25519'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeSs58 } from '../src/polkadot/ss58.ts'
import { ALICE } from './support.ts'
import { readSignerPayload, signedExtrinsic, signingPayloadBytes, type SignerPayloadJSON } from '../src/transaction/index.ts'

const ADDRESS = ALICE.address
const hex = (length: number, byte: number) => `0x${byte.toString(16).padStart(2, '0').repeat(length)}` as const

function payloadOf(overrides: Partial<SignerPayloadJSON>): SignerPayloadJSON {
  return {
    address: ADDRESS,
    blockHash: hex(32, 0xab),
    blockNumber: '0x00000010',
    era: '0x4502',
    genesisHash: hex(32, 0x45),
    method: `0x0a03001234${'56'.repeat(30)}0b00407a10f35a`,
    nonce: '0x00000007',
    signedExtensions: ['CheckNonZeroSender', 'CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeAssetTxPayment'],
    specVersion: '0x00000384',
    tip: '0x00000000000000000000000000000000',
    transactionVersion: '0x0000000f',
    version: 4,
    ...overrides,
  }
}

/** What the polkadot-js extension signs for the payload (its signPayload without metadata). */
function polkadotJsSigningBytes(payload: SignerPayloadJSON): string {
  const registry = new TypeRegistry()
  registry.setSignedExtensions(payload.signedExtensions)
  const bytes = registry.createType('ExtrinsicPayload', payload, { version: payload.version }).toU8a({ method: true })
  return bytesToHex(bytes.length > 256 ? registry.hash(bytes) : bytes)
}

describe('signingPayloadBytes signs what the polkadot-js extension signs', () => {
  it.each([
    ['asset hub (ChargeAssetTxPayment)', payloadOf({})],
    [
      'a relay chain (ChargeTransactionPayment and CheckMetadataHash off)',
      payloadOf({
        signedExtensions: ['CheckNonZeroSender', 'CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeTransactionPayment', 'CheckMetadataHash'],
        mode: 0,
      }),
    ],
    [
      'a tip and a metadata hash signed (RFC-78 mode 1)',
      payloadOf({
        signedExtensions: ['CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'ChargeTransactionPayment', 'CheckMetadataHash'],
        tip: '0x0000000000000000000000000000ffff',
        mode: 1,
        metadataHash: hex(32, 0x11),
      }),
    ],
    ['an immortal era (its block is the genesis)', payloadOf({ era: '0x00', blockHash: hex(32, 0x45) })],
    ['a call over 256 bytes (signed as its blake2-256 hash)', payloadOf({ method: `0x0000${'ee'.repeat(300)}` })],
  ])('%s', (_, payload) => {
    expect(bytesToHex(signingPayloadBytes(payload))).toBe(polkadotJsSigningBytes(payload))
  })

  it('an extension it does not know is refused by name, never signed around', () => {
    expect(() => signingPayloadBytes(payloadOf({ signedExtensions: ['CheckNonce', 'ChargeSomethingNew'] }))).toThrow(/ChargeSomethingNew is not one Foyer knows how to sign/)
  })

  it('a fee paid in another asset is refused in words; only v4 transactions are signed', () => {
    expect(() => signingPayloadBytes(payloadOf({ assetId: '0x010300a10f043205011f' }))).toThrow(/another asset/)
    expect(() => signingPayloadBytes(payloadOf({ version: 5 }))).toThrow(/only v4/)
  })
})

describe('readSignerPayload reads a payload from anyone', () => {
  it('names the field that is wrong', () => {
    expect(() => readSignerPayload({ ...payloadOf({}), address: '0x1234' })).toThrow(/transactionPayload.address must be a Polkadot \(SS58\) address/)
    expect(() => readSignerPayload({ ...payloadOf({}), nonce: 7 })).toThrow(/transactionPayload.nonce must be hex/)
    expect(() => readSignerPayload({ ...payloadOf({}), signedExtensions: 'CheckNonce' })).toThrow(/signedExtensions must be a list of names/)
    expect(() => readSignerPayload(null)).toThrow(/must be a SignerPayloadJSON/)
  })

  it('keeps the payload, drops fields it does not know', () => {
    expect(readSignerPayload({ ...payloadOf({ mode: 0 }), surprise: 1 })).toEqual(payloadOf({ mode: 0 }))
  })
})

describe('on the real asset-hub-rococo runtime', () => {
  let devnet: PolkadotDevnet
  let api: ApiPromise
  beforeAll(async () => {
    devnet = await startPolkadotDevnet()
    api = await ApiPromise.create({ provider: new HttpProvider(devnet.wsUrl.replace(/^ws/, 'http')), noInitWarn: true })
  }, 60_000)
  afterAll(async () => {
    await api?.disconnect()
    await devnet?.stop()
  })

  /** A transfer's payload as @polkadot/api builds it for the polkadot-js extension, and the signature our key gives it. */
  async function transferSignedByPolkadotJs(to: string, planck: bigint) {
    const sender = devnet.accounts[0]!
    const transfer = api.tx.balances.transferKeepAlive(to, planck)
    let payload: SignerPayloadJSON | undefined
    let signature: `0x${string}` | undefined
    await transfer.signAsync(sender.address, {
      signer: {
        signPayload: async (json) => {
          payload = json as unknown as SignerPayloadJSON
          signature = `0x01${bytesToHex(sr25519.sign(hexToBytes(sender.secretKey.slice(2)), signingPayloadBytes(payload)))}`
          return { id: 1, signature }
        },
      },
    })
    return { transfer, payload: payload!, signature: signature! }
  }

  it("the signed extrinsic is byte for byte @polkadot/api's for the same payload and signature, and the runtime takes it: the receiver's System.Account shows the planck sent", async () => {
    const to = encodeSs58(randomBytes(32), devnet.ss58Prefix)
    const planck = 12_345_678_901n
    const { transfer, payload, signature } = await transferSignedByPolkadotJs(to, planck)
    const extrinsic = `0x${bytesToHex(signedExtrinsic(payload, signature))}`
    expect(extrinsic).toBe(transfer.toHex())

    const hash = await api.rpc.author.submitExtrinsic(extrinsic)
    expect(hash.toHex()).toBe(transfer.hash.toHex())
    // Instant mode builds the transaction's block just after taking it.
    await expect.poll(async () => (await api.query.system.account(to)).data.free.toBigInt(), { timeout: 20_000 }).toBe(planck)
  }, 60_000)

  it('a signature over other bytes is refused by the runtime (bad proof): the bytes signed are the ones it checks', async () => {
    const to = encodeSs58(randomBytes(32), devnet.ss58Prefix)
    const { payload } = await transferSignedByPolkadotJs(to, 10_000_000_000n)
    const otherBytes = signingPayloadBytes({ ...payload, tip: '0x00000000000000000000000000000001' })
    const wrong = sr25519.sign(hexToBytes(devnet.accounts[0]!.secretKey.slice(2)), otherBytes)
    await expect(api.rpc.author.submitExtrinsic(`0x${bytesToHex(signedExtrinsic(payload, wrong))}`)).rejects.toThrow(/bad ?proof|BadProof|Invalid Transaction/i)
  }, 60_000)
})
