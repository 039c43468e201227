/**
 * What a native send needs of a Polkadot SDK runtime, read from its metadata (v14 to v16, decoded
 * with polkadot-api's MIT sub-packages, which load with the Send view only): the call
 * `Balances.transfer_keep_alive { dest: MultiAddress, value: Compact<u128> }` encoded for the
 * runtime's own indexes, the signed extensions in the runtime's order, `Balances.ExistentialDeposit`
 * and `System.Account`'s storage key and value. A runtime without one of them throws with its name.
 */
import { getDynamicBuilder, getLookupFn } from '@polkadot-api/metadata-builders'
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings'
import { encodeSs58 } from '../polkadot/ss58.ts'

/** An account as `System.Account` holds it: nonce, reference counts and balances in planck (`frozen` is the older runtimes' `misc_frozen`). */
export interface AccountInfo {
  nonce: number
  consumers: number
  providers: number
  sufficients: number
  free: bigint
  reserved: bigint
  frozen: bigint
}

export interface PolkadotRuntime {
  /** The call sending `planck` to the account (its 32-byte id), SCALE-encoded with the runtime's pallet and call index. */
  transferKeepAlive(receiver: Uint8Array, planck: bigint): Uint8Array
  /** The signed extensions' names, in the order the runtime checks them (the payload's `signedExtensions`). */
  signedExtensions: string[]
  existentialDeposit: bigint
  /** `System.Account`'s storage key of an account id (hex). */
  accountKey(accountId: Uint8Array): string
  /** `System.Account`'s value (hex), or the empty account where the chain holds none. */
  accountInfo(value: string | null): AccountInfo
}

const EXTRINSIC_VERSION = 4

/** The runtime's send parts from its SCALE-encoded metadata (`state_getMetadata`). */
export function polkadotRuntime(metadataHex: string): PolkadotRuntime {
  const metadata = unifyMetadata(decAnyMetadata(metadataHex))
  const builder = getDynamicBuilder(getLookupFn(metadata))
  const part = <T>(name: string, build: () => T): T => {
    try {
      return build()
    } catch (error) {
      throw new Error(`This chain's runtime has no ${name}: Foyer sends its native token with it`, { cause: error })
    }
  }
  const transfer = part('Balances.transfer_keep_alive', () => builder.buildCall('Balances', 'transfer_keep_alive'))
  const existentialDeposit = part('Balances.ExistentialDeposit', () => builder.buildConstant('Balances', 'ExistentialDeposit'))
  const account = part('System.Account', () => builder.buildStorage('System', 'Account'))
  const extensions = metadata.extrinsic.signedExtensions[EXTRINSIC_VERSION] ?? Object.values(metadata.extrinsic.signedExtensions)[0]
  if (!extensions) throw new Error(`This chain's runtime declares no signed extensions for extrinsics of version ${EXTRINSIC_VERSION}`)
  const constant = metadata.pallets.find((pallet) => pallet.name === 'Balances')?.constants.find((entry) => entry.name === 'ExistentialDeposit')
  if (!constant) throw new Error("This chain's runtime has no Balances.ExistentialDeposit")
  const ed = BigInt(existentialDeposit.dec(constant.value))

  return {
    transferKeepAlive(receiver, planck) {
      const [pallet, call] = transfer.location
      const args = transfer.codec.enc({ dest: { type: 'Id', value: ss58Of(receiver) }, value: planck })
      return new Uint8Array([pallet, call, ...args])
    },
    signedExtensions: extensions.map((extension) => extension.identifier),
    existentialDeposit: ed,
    accountKey: (accountId) => account.keys.enc(ss58Of(accountId)),
    accountInfo(value) {
      const decoded = value === null ? account.fallback : account.value.dec(value)
      const data = decoded.data
      return {
        nonce: Number(decoded.nonce),
        consumers: Number(decoded.consumers),
        providers: Number(decoded.providers),
        sufficients: Number(decoded.sufficients ?? 0),
        free: BigInt(data.free),
        reserved: BigInt(data.reserved),
        frozen: BigInt(data.frozen ?? data.misc_frozen ?? 0n),
      }
    },
  }
}

/** The dynamic codecs take accounts as SS58 text, any prefix: the generic one. */
function ss58Of(accountId: Uint8Array): string {
  return encodeSs58(accountId, 42)
}
