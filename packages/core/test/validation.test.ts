import { FoyerError } from '@foyer/auth-frame/protocol'
import { describe, expect, it } from 'vitest'
import { assertNameRegistryChainId, isEvmAddress, isTransactionHash } from '../src/validation.ts'

const HEX40 = 'aAbBcCdDeEfF0123456789aabbccddeeff012345'

describe('EVM address', () => {
  it('an EVM address is 0x plus 40 hex characters, either case', () => {
    expect(isEvmAddress(`0x${HEX40}`)).toBe(true)
  })

  it('the 0x prefix is optional', () => {
    expect(isEvmAddress(HEX40)).toBe(true)
  })

  it.each([
    ['39 hex characters', `0x${HEX40.slice(1)}`],
    ['41 hex characters', `0x${HEX40}a`],
    ['a non-hex character', `0x${HEX40.slice(1)}g`],
    ['a 0X prefix', `0X${HEX40}`],
    ['surrounding spaces', ` 0x${HEX40} `],
    ['an empty string', ''],
  ])('anything else is not an EVM address (%s)', (_case, value) => {
    expect(isEvmAddress(value)).toBe(false)
  })
})

describe('name registry chain id', () => {
  it('a chain id below 2147483648 is accepted', () => {
    expect(() => assertNameRegistryChainId(1)).not.toThrow()
    expect(() => assertNameRegistryChainId(2_147_483_647)).not.toThrow()
  })

  it.each([2_147_483_648, 2 ** 40, -1, 1.5, Number.NaN])("chain id %s throws 'Invalid chainId'", (chainId) => {
    expect(() => assertNameRegistryChainId(chainId)).toThrow(new FoyerError('Invalid chainId'))
  })
})

describe('transaction hash', () => {
  it('a 32-byte 0x hex is a transaction hash; a longer one (a signature) or a shorter one is not', () => {
    expect(isTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(true)
    expect(isTransactionHash(`0x${'cd'.repeat(65)}`)).toBe(false)
    expect(isTransactionHash(`0x${'e'.repeat(59)}`)).toBe(false)
  })

  it('a string without 0x or with non-hex characters is not one', () => {
    expect(isTransactionHash('ab'.repeat(33))).toBe(false)
    expect(isTransactionHash(`0x${'zz'.repeat(32)}`)).toBe(false)
  })
})
