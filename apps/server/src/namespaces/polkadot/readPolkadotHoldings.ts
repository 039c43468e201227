import { ss58AddressProblem, readSs58Address } from '@foyer/siwx-verify/ss58'
import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import type { Holding } from '../../balances/holding.ts'
import type { UpstreamPolicy } from '../../rpc/upstreams.ts'
import type { PolkadotChainConfig } from './polkadotChainConfig.ts'
import { PolkadotRpcError, polkadotRpc, propertiesMismatch } from './polkadotRpc.ts'

/**
 * twox128("System") ‖ twox128("Account"): the storage prefix of frame_system's `Account` map, the
 * same on every Polkadot SDK runtime (its pallet and item names are fixed), so it is written once here.
 */
export const SYSTEM_ACCOUNT_PREFIX = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9'

/** frame_system's AccountInfo with pallet_balances' AccountData, as the chain stores it (SCALE, little-endian). */
export interface PolkadotAccountInfo {
  nonce: number
  consumers: number
  providers: number
  sufficients: number
  free: bigint
  reserved: bigint
  frozen: bigint
  flags: bigint
}

/** One Polkadot SDK chain's account reads over its nodes, primary then fallbacks. */
export function polkadotReader(chain: PolkadotChainConfig, policy: UpstreamPolicy) {
  const rpc = polkadotRpc(chain, policy)
  // The chain's own token and prefix, asked once (again only after a failed ask).
  let checked: Promise<void> | undefined
  const checkProperties = () => {
    checked ??= rpc.properties().then((properties) => {
      const mismatch = propertiesMismatch(chain, properties)
      if (mismatch) throw new PolkadotRpcError(mismatch)
    })
    checked.catch(() => {
      checked = undefined
    })
    return checked
  }
  async function account(address: string): Promise<PolkadotAccountInfo | undefined> {
    const read = readSs58Address(address)
    if ('problem' in read) throw new TypeError(ss58AddressProblem(address))
    const answer = await rpc.call('state_getStorage', [systemAccountKey(read.account.publicKey)])
    if (answer === null || answer === undefined) return undefined
    if (typeof answer !== 'string' || !/^0x(?:[0-9a-f]{2})*$/i.test(answer)) throw new PolkadotRpcError('the node answered state_getStorage with something other than 0x hex')
    return decodeAccountInfo(hexToBytes(answer.slice(2)))
  }
  return {
    account,
    /** The account's transferable native token as a holding (transferablePlanck); none when it is zero or the account does not exist. */
    async holdings(address: string): Promise<Holding[]> {
      await checkProperties()
      const info = await account(address)
      const amount = info ? transferablePlanck(info, chain.existentialDeposit ?? 0n) : 0n
      return amount > 0n ? [{ ...chain.nativeCurrency, amount }] : []
    },
  }
}

/** `System.Account`'s storage key of an account id: the map's prefix, then blake2_128_concat(account id). */
export function systemAccountKey(accountId: Uint8Array): string {
  return `0x${SYSTEM_ACCOUNT_PREFIX}${bytesToHex(blake2b(accountId, { dkLen: 16 }))}${bytesToHex(accountId)}`
}

/**
 * AccountInfo { nonce: u32, consumers: u32, providers: u32, sufficients: u32, data: AccountData
 * { free: u128, reserved: u128, frozen: u128, flags: u128 } }: 80 bytes, each number little-endian.
 */
export function decodeAccountInfo(bytes: Uint8Array): PolkadotAccountInfo {
  if (bytes.length < 80) throw new PolkadotRpcError(`System.Account holds ${bytes.length} bytes, not the 80 of AccountInfo with pallet_balances' AccountData`)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u32 = (offset: number) => view.getUint32(offset, true)
  const u128 = (offset: number) => view.getBigUint64(offset, true) | (view.getBigUint64(offset + 8, true) << 64n)
  return { nonce: u32(0), consumers: u32(4), providers: u32(8), sufficients: u32(12), free: u128(16), reserved: u128(32), frozen: u128(48), flags: u128(64) }
}

/**
 * What the account can transfer, in planck: the Polkadot SDK's pallet_balances
 * `reducible_balance(who, Preservation::Expendable, Fortitude::Polite)` (impl_fungible.rs), what
 * `transfer_allow_death` may move. Freezes (locks) apply to the total, so the part of them covered
 * by holds (reserved) costs nothing more: untouchable = frozen − reserved, at least 0. An account
 * whose provider reference cannot go (frame_system's `can_dec_provider`: it has consumers and only
 * this provider) must also keep the existential deposit: untouchable = max(that, ED).
 * transferable = free − untouchable, at least 0. Reserved is never transferable.
 */
export function transferablePlanck(info: PolkadotAccountInfo, existentialDeposit: bigint): bigint {
  let untouchable = info.frozen > info.reserved ? info.frozen - info.reserved : 0n
  const keepsProvider = info.free > 0n && info.consumers > 0 && info.providers <= 1
  if (keepsProvider && existentialDeposit > untouchable) untouchable = existentialDeposit
  return info.free > untouchable ? info.free - untouchable : 0n
}
