import { describe, expect, it } from 'vitest'
import { ZERO_ADDRESS } from '../../src/activity/blockActivity.ts'
import { operationType, transferDirection } from '../../src/activity/operationType.ts'

const me: `0x${string}` = '0x00000000000000000000000000000000000000aa'
const them: `0x${string}` = '0x00000000000000000000000000000000000000bb'
const token: `0x${string}` = '0x00000000000000000000000000000000000000cc'
const call = { from: me, to: token, createsContract: false, selector: '0xa9059cbb', value: 0n } as const
const move = (from: `0x${string}`, to: `0x${string}`) => ({ from, to })

describe('transferDirection: relative to the queried account', () => {
  it('in, out, self, or nothing when the transfer is between others', () => {
    expect(transferDirection(move(them, me), me)).toBe('in')
    expect(transferDirection(move(me, them), me)).toBe('out')
    expect(transferDirection(move(me, me), me)).toBe('self')
    expect(transferDirection(move(them, token), me)).toBeUndefined()
  })
})

describe('operationType: what the transaction did for the queried account', () => {
  it('the same transfer is a send for its sender and a receive for its recipient', () => {
    expect(operationType(call, [move(me, them)], me)).toBe('send')
    expect(operationType(call, [move(me, them)], them)).toBe('receive')
  })

  it('creating a contract is a deploy for its sender, even when the constructor mints to it', () => {
    expect(operationType({ ...call, createsContract: true }, [move(ZERO_ADDRESS, me)], me)).toBe('deploy')
  })

  it('value only from the zero address is a mint; value only to it is a burn', () => {
    expect(operationType({ ...call, from: them, createsContract: true }, [move(ZERO_ADDRESS, me)], me)).toBe('mint')
    expect(operationType(call, [move(me, ZERO_ADDRESS)], me)).toBe('burn')
  })

  it('value moving both ways is a trade', () => {
    expect(operationType(call, [move(me, them), move(them, me)], me)).toBe('trade')
  })

  it('a transfer to oneself is a send', () => {
    expect(operationType(call, [move(me, me)], me)).toBe('send')
  })

  it('an approve the account signed is an approve', () => {
    expect(operationType({ ...call, selector: '0x095ea7b3' }, [], me)).toBe('approve')
  })

  it('a failed transfer of value (nothing moved) is still a send for its sender and a receive for its recipient', () => {
    const failed = { ...call, to: them, selector: null, value: 10n }
    expect(operationType(failed, [], me)).toBe('send')
    expect(operationType(failed, [], them)).toBe('receive')
  })

  it('a token transfer the account signed that moved nothing (it failed) is still a send', () => {
    expect(operationType({ ...call, selector: '0xa9059cbb' }, [], me)).toBe('send')
    expect(operationType({ ...call, selector: '0x23b872dd' }, [], me)).toBe('send')
  })

  it('anything else is a contract call (execute)', () => {
    expect(operationType({ ...call, selector: '0x12345678' }, [], me)).toBe('execute')
    expect(operationType({ ...call, from: them, to: token }, [move(them, token)], me)).toBe('execute')
  })
})
