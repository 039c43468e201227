import { secp256k1 } from '@noble/curves/secp256k1'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { highSProblem, isLowS } from '../../src/signatures/lowS.ts'
import { highSTwin } from './highSTwin.ts'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe('low-s signatures (EIP-2)', () => {
  it('takes a wallet’s low-s signature and refuses its high-s twin', async () => {
    const signature = await account.signMessage({ message: 'hello' })
    expect(isLowS(signature)).toBe(true)
    expect(highSProblem(signature)).toBeUndefined()
    const twin = highSTwin(signature)
    expect(isLowS(twin)).toBe(false)
    expect(highSProblem(twin)).toMatch(/high s/)
  })

  it('judges the s of an EIP-2098 compact signature without its parity bit', async () => {
    const signature = await account.signMessage({ message: 'compact' })
    const hex = signature.slice(2)
    const s = BigInt(`0x${hex.slice(64, 128)}`)
    const withParity = (s | (1n << 255n)).toString(16).padStart(64, '0')
    expect(isLowS(`0x${hex.slice(0, 64)}${withParity}`)).toBe(true)
    // n − s does not fit in 255 bits; an s just above n/2 does, and is refused.
    const aboveHalf = ((secp256k1.CURVE.n >> 1n) + 1n).toString(16).padStart(64, '0')
    expect(isLowS(`0x${hex.slice(0, 64)}${aboveHalf}`)).toBe(false)
  })

  it('leaves signatures that are not a plain key’s (smart accounts, EIP-6492) to their own checks', () => {
    expect(highSProblem(`0x${'ff'.repeat(200)}`)).toBeUndefined()
    expect(highSProblem('not hex')).toBeUndefined()
  })
})
