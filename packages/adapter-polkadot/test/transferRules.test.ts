import { TypeRegistry } from '@polkadot/types'
import { describe, expect, it } from 'vitest'
import { mortalEra } from '../src/send/transferPayload.ts'
import type { AccountInfo } from '../src/send/polkadotRuntime.ts'
import { mostKeepAlive, transferableShown, transferRefusal } from '../src/send/transferRules.ts'

const ED = 10_000_000_000n
const account = (over: Partial<AccountInfo>): AccountInfo => ({ nonce: 0, consumers: 0, providers: 1, sufficients: 0, free: 0n, reserved: 0n, frozen: 0n, ...over })
const EMPTY = account({ providers: 0 })

describe('the existential deposit’s rules (pallet_balances, keep-alive)', () => {
  it('a receiver that holds nothing must be sent at least the existential deposit; one that exists, anything', () => {
    const sender = account({ free: 100n * ED })
    expect(transferRefusal({ amount: ED - 1n, fee: 1n, sender, receiver: EMPTY, existentialDeposit: ED })).toEqual({ problem: 'belowMinimum', minimum: ED })
    expect(transferRefusal({ amount: ED, fee: 1n, sender, receiver: EMPTY, existentialDeposit: ED })).toBeUndefined()
    expect(transferRefusal({ amount: 1n, fee: 1n, sender, receiver: account({ free: ED }), existentialDeposit: ED })).toBeUndefined()
  })

  it('the sender keeps the existential deposit after the fee: the most it sends is free − ED − fee', () => {
    const sender = account({ free: 5n * ED })
    const most = 5n * ED - ED - 7n
    expect(mostKeepAlive(sender, 7n, ED)).toBe(most)
    expect(transferRefusal({ amount: most, fee: 7n, sender, receiver: account({ free: ED }), existentialDeposit: ED })).toBeUndefined()
    expect(transferRefusal({ amount: most + 1n, fee: 7n, sender, receiver: account({ free: ED }), existentialDeposit: ED })).toEqual({ problem: 'leavesBelowMinimum', minimum: ED, most })
  })

  it('freezes its holds do not cover are kept too, where more than the existential deposit (staking locks, votes)', () => {
    const sender = account({ free: 10n * ED, frozen: 4n * ED, reserved: ED })
    // frozen − reserved = 3 ED is kept rather than the ED.
    expect(mostKeepAlive(sender, 0n, ED)).toBe(7n * ED)
    expect(transferRefusal({ amount: 7n * ED + 1n, fee: 0n, sender, receiver: account({ free: ED }), existentialDeposit: ED })).toEqual({
      problem: 'leavesBelowMinimum',
      minimum: 3n * ED,
      most: 7n * ED,
    })
    // What the account shows as transferable (the server's rule, Expendable) and so what Max starts from.
    expect(transferableShown(sender, ED)).toBe(7n * ED)
    expect(transferableShown(account({ free: 10n * ED }), ED)).toBe(10n * ED)
    expect(transferableShown(account({ free: 10n * ED, consumers: 1 }), ED)).toBe(9n * ED)
  })

  it('nothing to send where the fee and what it keeps are more than it holds', () => {
    expect(mostKeepAlive(account({ free: ED }), 1n, ED)).toBe(0n)
  })
})

describe('a mortal era', () => {
  it('is encoded as @polkadot/types encodes it, for any block and period', () => {
    const registry = new TypeRegistry()
    for (const [block, period] of [
      [0, 64],
      [1, 64],
      [63, 64],
      [64, 64],
      [12_345_678, 64],
      [100, 4],
      [100, 2400],
      [9_876_543, 65536],
    ] as const) {
      expect(mortalEra(block, period), `block ${block}, period ${period}`).toBe(registry.createType('ExtrinsicEra', { current: block, period }).toHex())
    }
  })
})
