import { base58, base64, base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from '../src/base58.ts'
import { decodeBase64, decodeBase64UrlNoPad, encodeBase64, encodeBase64UrlNoPad } from '../src/base64.ts'

/** Byte strings of every length 0..40, with leading zeros, 0xff runs and random bytes. */
function samples(): Uint8Array[] {
  const out: Uint8Array[] = []
  for (let length = 0; length <= 40; length++) {
    out.push(new Uint8Array(length))
    out.push(new Uint8Array(length).fill(0xff))
    out.push(crypto.getRandomValues(new Uint8Array(length)))
    const leadingZeros = crypto.getRandomValues(new Uint8Array(length))
    leadingZeros.fill(0, 0, Math.min(3, length))
    out.push(leadingZeros)
  }
  return out
}

describe('base64 and base64url codecs', () => {
  it('encode and decode exactly as @scure/base does, for every length', () => {
    for (const bytes of samples()) {
      expect(encodeBase64(bytes)).toBe(base64.encode(bytes))
      expect(encodeBase64UrlNoPad(bytes)).toBe(base64urlnopad.encode(bytes))
      expect(decodeBase64(base64.encode(bytes))).toEqual(bytes)
      expect(decodeBase64UrlNoPad(base64urlnopad.encode(bytes))).toEqual(bytes)
    }
  })

  it.each([
    ['a character outside the alphabet', 'not base64!'],
    ['a url-safe character', 'ab-_'],
    ['missing padding', 'YWI'],
    ['too much padding', 'YQ==='],
    ['padding only', '===='],
    ['a lone sixth bit group', 'A==='],
    ['padding in the middle', 'YQ==YQ=='],
    ['non-zero spare bits', 'YR=='],
    ['whitespace', 'YW Jj'],
  ])('base64 refuses %s, as @scure/base does', (_, text) => {
    expect(() => base64.decode(text)).toThrow()
    expect(() => decodeBase64(text)).toThrow()
  })

  it.each([
    ['padding', 'YQ=='],
    ['a standard-alphabet character', 'ab+/'],
    ['a length of 4n+1', 'YWJjZ'],
    ['non-zero spare bits', 'YR'],
  ])('base64url without padding refuses %s, as @scure/base does', (_, text) => {
    expect(() => base64urlnopad.decode(text)).toThrow()
    expect(() => decodeBase64UrlNoPad(text)).toThrow()
  })
})

describe('base58btc codec', () => {
  it('encodes and decodes exactly as @scure/base does, leading zero bytes as leading "1"s', () => {
    for (const bytes of samples()) {
      expect(encodeBase58(bytes)).toBe(base58.encode(bytes))
      expect(decodeBase58(base58.encode(bytes))).toEqual(bytes)
    }
  })

  it('refuses the characters base58 leaves out (0, O, I, l)', () => {
    for (const text of ['0', 'O', 'I', 'l', 'z0OIl', '1 1']) {
      expect(() => base58.decode(text)).toThrow()
      expect(() => decodeBase58(text)).toThrow()
    }
  })
})
