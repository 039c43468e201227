import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { emailSchema } from '../src/protocol/index.ts'

/** The messages of the issues an address gets, or [] when it is taken. */
function refusals(address: string): string[] {
  const result = z.safeParse(emailSchema, address)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

const label = (length: number) => 'a'.repeat(length)

/** A domain of exactly `length` characters, its labels 63 long but the first: 'aa…a.aa…a.com'. */
function domainOf(length: number): string {
  let domain = 'com'
  while (domain.length < length) domain = `${label(Math.min(63, length - domain.length - 1))}.${domain}`
  return domain
}

describe('email addresses the server can mail (RFC 5321 lengths)', () => {
  it('takes an address at the limits: a 64-character local part, 63-character labels, 254 characters in all', () => {
    const address = `${label(64)}@${domainOf(189)}`
    expect(address).toHaveLength(254)
    expect(address).toContain(`.${label(63)}.`)
    expect(refusals(address)).toEqual([])
  })

  it('refuses a domain label over 63 characters, saying so', () => {
    const message = 'must have domain labels (the parts between dots) of at most 63 characters each'
    expect(refusals(`ada@${label(250)}.com`)).toContain(message)
    expect(refusals(`ada@${label(64)}.example.com`)).toEqual([message])
  })

  it('refuses a domain over 253 characters, saying so', () => {
    expect(refusals(`a@${domainOf(254)}`)).toContain('must have a domain of at most 253 characters')
  })

  it('refuses a local part over 64 characters, saying so', () => {
    expect(refusals(`${label(65)}@example.com`)).toEqual(['must have at most 64 characters before the @'])
  })

  it('refuses an address over 254 characters in all, saying so', () => {
    const address = `${label(64)}@${domainOf(190)}`
    expect(address).toHaveLength(255)
    expect(refusals(address)).toEqual(['must be at most 254 characters long'])
  })

  it('still refuses what is not an address at all', () => {
    expect(refusals('not an email')).toContain('must be a valid email address')
  })
})
