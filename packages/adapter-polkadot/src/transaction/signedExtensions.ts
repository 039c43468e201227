import { concatBytes } from '@noble/hashes/utils'
import { Bytes, compact, Option, u8, u32 } from 'scale-ts'
import type { SignerPayloadJSON } from '../polkadot/requestTypes.ts'
import { hexBytes } from './hexBytes.ts'

/** What one signed extension adds to a transaction: its `extra` (in the extrinsic and the signed bytes) and its `additional` (signed only). */
export interface ExtensionParts {
  extra: Uint8Array
  additional: Uint8Array
}

const NONE = new Uint8Array()
const nothing = (): ExtensionParts => ({ extra: NONE, additional: NONE })
const signedOnly = (additional: Uint8Array): ExtensionParts => ({ extra: NONE, additional })
const compactNumber = (hex: `0x${string}`) => compact.enc(BigInt(hex))

/** The mortal or immortal era is in the extrinsic; the block it is counted from (the genesis for an immortal one) is signed. */
const mortality = (payload: SignerPayloadJSON): ExtensionParts => ({ extra: hexBytes(payload.era, 'era'), additional: hexBytes(payload.blockHash, 'blockHash', 32) })

/**
 * The signed extensions Polkadot SDK runtimes use and what each puts in a transaction, as the
 * polkadot-js extension encodes them from a SignerPayloadJSON (its known extensions: substrate's,
 * polkadot's and the system parachains'). The runtime's metadata lists which ones a chain uses and
 * in what order (the payload's `signedExtensions`).
 */
export const KNOWN_SIGNED_EXTENSIONS: Readonly<Record<string, (payload: SignerPayloadJSON) => ExtensionParts>> = {
  CheckNonZeroSender: nothing,
  CheckWeight: nothing,
  CheckBlockGasLimit: nothing,
  PrevalidateAttests: nothing,
  StorageWeightReclaim: nothing,
  ValidateEquivocationReport: nothing,
  LockStakingStatus: nothing,
  CheckSpecVersion: (payload) => signedOnly(u32.enc(Number(BigInt(payload.specVersion)))),
  CheckTxVersion: (payload) => signedOnly(u32.enc(Number(BigInt(payload.transactionVersion)))),
  CheckVersion: (payload) => signedOnly(u32.enc(Number(BigInt(payload.specVersion)))),
  CheckGenesis: (payload) => signedOnly(hexBytes(payload.genesisHash, 'genesisHash', 32)),
  CheckMortality: mortality,
  CheckEra: mortality,
  CheckNonce: (payload) => ({ extra: compactNumber(payload.nonce), additional: NONE }),
  ChargeTransactionPayment: (payload) => ({ extra: compactNumber(payload.tip), additional: NONE }),
  // The tip, then the asset the fee is paid in: none (the chain's own token) is all Foyer sends.
  ChargeAssetTxPayment: (payload) => {
    if (payload.assetId !== undefined && payload.assetId !== null && !/^0x(00)?$/.test(payload.assetId))
      throw new TypeError('transactionPayload.assetId: paying the fee in another asset than the chain’s own token is not supported')
    return { extra: concatBytes(compactNumber(payload.tip), Option(u8).enc(undefined)), additional: NONE }
  },
  // RFC-78: mode 1 signs the metadata's hash (a wallet that checked it says so); mode 0 signs none.
  CheckMetadataHash: (payload) => {
    const mode = payload.mode ?? 0
    if (mode !== 0 && mode !== 1) throw new TypeError('transactionPayload.mode must be 0 (no metadata hash) or 1 (the metadata hash signed)')
    const hash = mode === 1 ? hexBytes(payload.metadataHash ?? '0x', 'metadataHash', 32) : undefined
    return { extra: u8.enc(mode), additional: Option(Bytes(32)).enc(hash) }
  },
}
