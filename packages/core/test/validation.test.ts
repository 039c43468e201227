import { FoyerError } from '@foyer/auth-frame/protocol'
import { describe, expect, it } from 'vitest'
import {
  assertNameRegistryChainId,
  isEvmAddress,
  isSendReady,
  isSignature,
  isSolanaAddress,
  isThemeMode,
  isTransactionHash,
  isValidEmail,
  isValidNameLabel,
  isValidSentCall,
} from '../src/validation.ts'

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

describe('Solana address', () => {
  it('a Solana address is 32 to 44 base58 characters', () => {
    expect(isSolanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true)
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('z'.repeat(44))).toBe(true)
  })

  it('fewer than 32 or more than 44 characters is not a Solana address', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('z'.repeat(45))).toBe(false)
  })

  it.each(['0', 'O', 'I', 'l'])('the non-base58 character %s is rejected', (character) => {
    expect(isSolanaAddress(`${'A'.repeat(40)}${character}`)).toBe(false)
  })
})

describe('name registration label', () => {
  it('a name is letters, digits and hyphens, at least 4 characters', () => {
    expect(isValidNameLabel('abcd')).toBe(true)
    expect(isValidNameLabel('My-Name-2024')).toBe(true)
  })

  it('a name shorter than 4 characters is refused', () => {
    expect(isValidNameLabel('abc')).toBe(false)
    expect(isValidNameLabel('')).toBe(false)
  })

  it.each(['name.id', 'my name', 'name_1', 'námé', 'name!'])('a name with another character is refused (%s)', (value) => {
    expect(isValidNameLabel(value)).toBe(false)
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

describe('email', () => {
  it.each(['visitor@example.com', 'first.last+tag@mail.example.co.uk'])('%s is a valid email', (value) => {
    expect(isValidEmail(value)).toBe(true)
  })

  it.each(['', 'visitor', 'visitor@', '@example.com', 'visitor@example', 'vis itor@example.com', 'a@b@example.com', 'visitor@example.c'])('%j is not a valid email', (value) => {
    expect(isValidEmail(value)).toBe(false)
  })

  it('an email longer than 254 characters is refused', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false)
  })
})

describe('theme mode', () => {
  it('theme mode is light or dark', () => {
    expect(isThemeMode('light')).toBe(true)
    expect(isThemeMode('dark')).toBe(true)
  })

  it.each(['Dark', 'system', '', undefined, null, 1])('%j is not a theme mode', (value) => {
    expect(isThemeMode(value)).toBe(false)
  })
})

describe('sent calls (wallet_sendCalls entries)', () => {
  it("a call needs 'to' starting with 0x", () => {
    expect(isValidSentCall({ to: '0xabc' })).toBe(true)
    expect(isValidSentCall({ to: 'abc' })).toBe(false)
    expect(isValidSentCall({})).toBe(false)
    expect(isValidSentCall({ to: 42 })).toBe(false)
  })

  it('optional data must start with 0x', () => {
    expect(isValidSentCall({ to: '0xabc', data: '0x' })).toBe(true)
    expect(isValidSentCall({ to: '0xabc', data: 'deadbeef' })).toBe(false)
    expect(isValidSentCall({ to: '0xabc', data: 7 })).toBe(false)
  })

  it('a call that is not an object is refused', () => {
    expect(isValidSentCall(null)).toBe(false)
    expect(isValidSentCall('0xabc')).toBe(false)
  })
})

describe('transaction hash vs signature', () => {
  const hash = `0x${'ab'.repeat(32)}`
  const signature = `0x${'cd'.repeat(65)}`

  it('a 32-byte 0x hex is a transaction hash, not a signature', () => {
    expect(isTransactionHash(hash)).toBe(true)
    expect(isSignature(hash)).toBe(false)
  })

  it('a 0x hex of 62 characters or more is a signature', () => {
    expect(isSignature(signature)).toBe(true)
    expect(isTransactionHash(signature)).toBe(false)
    expect(isSignature(`0x${'e'.repeat(60)}`)).toBe(true)
  })

  it('a shorter hex is neither', () => {
    const short = `0x${'e'.repeat(59)}`
    expect(isSignature(short)).toBe(false)
    expect(isTransactionHash(short)).toBe(false)
  })

  it('a string without 0x or with non-hex characters is neither', () => {
    expect(isTransactionHash('ab'.repeat(33))).toBe(false)
    expect(isSignature(`0x${'zz'.repeat(40)}`)).toBe(false)
  })
})

describe('send readiness', () => {
  it('send requires an amount and a receiver', () => {
    expect(isSendReady({ amount: '0.5', receiver: '0xabc' })).toBe(true)
  })

  it.each([
    ['no amount', undefined, '0xabc'],
    ['an empty amount', '', '0xabc'],
    ['a zero amount', '0', '0xabc'],
    ['a negative amount', '-1', '0xabc'],
    ['a non-number amount', 'abc', '0xabc'],
    ['no receiver', '1', undefined],
    ['an empty receiver', '1', ''],
  ])('send is not ready with %s', (_case, amount, receiver) => {
    expect(isSendReady({ amount, receiver })).toBe(false)
  })
})
