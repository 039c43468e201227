import { describe, expect, it } from 'vitest'
import { readableMessage, readPersonalSign } from '../src/lib/personalSign.ts'

const OWN = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('personal_sign message', () => {
  it('shows hex bytes that are UTF-8 text as that text', () => {
    const hex = `0x${Buffer.from('Sign in to Foyer demo\nNonce: 42 ✓', 'utf8').toString('hex')}`
    expect(readableMessage(hex)).toEqual({ text: 'Sign in to Foyer demo\nNonce: 42 ✓', encoding: 'utf8' })
  })

  it('keeps bytes that are not text (a hash, invalid UTF-8, control characters) as hex', () => {
    const hash = '0x4f1d2c6a27e6dba1f3b1b8a9d2a6d3a2e5f8c9b0a1d2e3f4a5b6c7d8e9f0a1b2'
    expect(readableMessage(hash)).toEqual({ text: hash, encoding: 'hex' })
    expect(readableMessage('0x00010203')).toEqual({ text: '0x00010203', encoding: 'hex' })
  })

  it('shows a message a dapp sent as plain text unchanged', () => {
    expect(readableMessage('hello')).toEqual({ text: 'hello', encoding: 'utf8' })
  })

  it('reads [message, address], and the swapped [address, message] some dapps send', () => {
    expect(readPersonalSign(['0x6869', OWN], OWN)).toEqual({ message: '0x6869', address: OWN })
    expect(readPersonalSign([OWN, '0x6869'], OWN)).toEqual({ message: '0x6869', address: OWN })
  })

  it('refuses params that are not two strings with -32602', () => {
    expect(() => readPersonalSign(['0x6869'], OWN)).toThrow(expect.objectContaining({ code: -32602 }))
  })
})
