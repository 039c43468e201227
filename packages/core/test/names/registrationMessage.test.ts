import { describe, expect, it } from 'vitest'
import { THROWN } from '../../src/errors.ts'
import { nameCoinType, registrationMessage } from '../../src/names/registrationMessage.ts'

describe('the registration message (spec §7 POST /v1/profile/account: name, attributes, timestamp in seconds, coin type and zone)', () => {
  it('is the JSON of name, attributes (none by default), timestamp, coin type and zone, in that order: the signature binds the coin type and zone', () => {
    expect(registrationMessage({ name: 'alice.foyer.id', timestamp: 1_700_000_000, coinType: 60, zone: 'foyer.id' })).toBe(
      '{"name":"alice.foyer.id","attributes":{},"timestamp":1700000000,"coinType":60,"zone":"foyer.id"}',
    )
    expect(JSON.parse(registrationMessage({ name: 'bob.foyer.id', attributes: { avatar: 'https://images.example/b.png' }, timestamp: 1, coinType: 0x8000000a, zone: 'foyer.id' }))).toEqual({
      name: 'bob.foyer.id',
      attributes: { avatar: 'https://images.example/b.png' },
      timestamp: 1,
      coinType: 0x8000000a,
      zone: 'foyer.id',
    })
  })
})

describe('the coin type of an EVM address (ENSIP-11)', () => {
  it('is 60 on Ethereum mainnet and 0x80000000 | chainId on any other EVM chain', () => {
    expect(nameCoinType(1)).toBe(60)
    expect(nameCoinType(10)).toBe(0x8000000a)
    expect(nameCoinType(31337)).toBe(2147514985)
    expect(nameCoinType(2 ** 31 - 1)).toBe(0xffffffff)
  })

  it.each([2 ** 31, 2 ** 32, -1, 1.5])("refuses a chain id that is not below 2^31 or not a whole number (%s): 'Invalid chainId' (spec §5)", (chainId) => {
    expect(() => nameCoinType(chainId)).toThrow(THROWN.INVALID_CHAIN_ID)
  })
})
