/**
 * `System.Account` as the server reads it: the storage key of an account id (Alice's, as every
 * Polkadot SDK chain writes it), AccountInfo's 80 SCALE bytes, and the transferable amount by
 * pallet_balances' `reducible_balance` (Expendable, Polite).
 */
import { describe, expect, it } from 'vitest'
import { decodeAccountInfo, systemAccountKey, transferablePlanck, type PolkadotAccountInfo } from '../../../src/namespaces/polkadot/readPolkadotHoldings.ts'

const ALICE = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'

describe('System.Account', () => {
  it('keys an account by twox128(System) ‖ twox128(Account) ‖ blake2_128(id) ‖ id (Alice’s well-known key)', () => {
    expect(systemAccountKey(Buffer.from(ALICE, 'hex'))).toBe(`0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9de1e86a9a8c739864cf3cc5ec2bea59f${ALICE}`)
  })

  it('decodes AccountInfo: four u32 counters, then free, reserved, frozen and flags as u128, little-endian', () => {
    const bytes = new Uint8Array(80)
    const view = new DataView(bytes.buffer)
    ;[7, 1, 2, 0].forEach((value, index) => view.setUint32(index * 4, value, true))
    const u128 = (offset: number, value: bigint) => {
      view.setBigUint64(offset, value & 0xffff_ffff_ffff_ffffn, true)
      view.setBigUint64(offset + 8, value >> 64n, true)
    }
    u128(16, 2n ** 100n + 5n)
    u128(32, 3n)
    u128(48, 4n)
    u128(64, 2n ** 127n)
    expect(decodeAccountInfo(bytes)).toEqual({ nonce: 7, consumers: 1, providers: 2, sufficients: 0, free: 2n ** 100n + 5n, reserved: 3n, frozen: 4n, flags: 2n ** 127n })
    expect(() => decodeAccountInfo(bytes.subarray(0, 72))).toThrow('System.Account holds 72 bytes, not the 80 of AccountInfo')
  })
})

describe('the transferable amount (pallet_balances reducible_balance, Expendable, Polite)', () => {
  const account = (fields: Partial<PolkadotAccountInfo>): PolkadotAccountInfo => ({ nonce: 0, consumers: 0, providers: 1, sufficients: 0, free: 0n, reserved: 0n, frozen: 0n, flags: 0n, ...fields })
  const ED = 10n

  it.each([
    ['nothing frozen or held: all of free', account({ free: 1000n }), 1000n],
    ['a freeze (lock) beyond what is held: free less the uncovered freeze', account({ free: 1000n, frozen: 300n, reserved: 100n, consumers: 1 }), 800n],
    ['a freeze covered by holds: all of free', account({ free: 1000n, frozen: 100n, reserved: 300n }), 1000n],
    ['consumers and one provider: the existential deposit stays', account({ free: 1000n, consumers: 1 }), 990n],
    ['consumers and two providers: the deposit may go', account({ free: 1000n, consumers: 1, providers: 2 }), 1000n],
    ['a freeze over free: nothing', account({ free: 100n, frozen: 500n }), 0n],
  ])('%s', (_case, info, transferable) => {
    expect(transferablePlanck(info, ED)).toBe(transferable)
  })
})
