import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NONCE_BITS, newNonce } from '../../src/siwx/nonceGenerator.ts'
import { longestCommonRun } from './longestCommonRun.ts'

/** A module's code without its comments (which may name what it no longer does). */
const source = (file: string) =>
  readFileSync(new URL(`../../src/siwx/${file}`, import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')

describe('sign-in nonces (issue P13, finding 2)', () => {
  it('are drawn from the CSPRNG (crypto.randomBytes), never Math.random or viem’s sliding generateSiweNonce', () => {
    for (const file of ['nonceGenerator.ts', 'nonceStore.ts', 'nonceRoute.ts']) {
      expect(source(file), file).not.toMatch(/Math\.random|generateSiweNonce/)
    }
    expect(source('nonceGenerator.ts')).toMatch(/import \{ randomBytes \} from 'node:crypto'/)
    expect(source('nonceStore.ts')).toMatch(/newNonce\(\)/)
  })

  it(`carry ${NONCE_BITS} bits as letters and digits (EIP-4361: alphanumeric, 8 or more)`, () => {
    expect(NONCE_BITS).toBeGreaterThanOrEqual(96)
    expect(newNonce()).toMatch(new RegExp(`^[0-9a-f]{${NONCE_BITS / 4}}$`))
  })

  it('share nothing with the one before: consecutive nonces differ in most positions and have no common run of 8', () => {
    let previous = newNonce()
    for (let count = 0; count < 200; count++) {
      const next = newNonce()
      const same = [...next].filter((character, index) => previous[index] === character).length
      expect(same).toBeLessThan(next.length / 2)
      expect(longestCommonRun(previous, next)).toBeLessThan(8)
      previous = next
    }
  })
})
