import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { LOGIN_METHODS_PATH, loginMethodsAnswer } from '../../src/api/loginMethodsApi.ts'
import { LOGIN_METHODS_ROUTES } from '../../src/protocol/loginMethodsRoutes.ts'

const { loginMethods } = LOGIN_METHODS_ROUTES
// The protocol's answer, with the client's one leniency: a provider it does not know yet is still an answer.
const protocolAnswer = z.extend(loginMethods.response, { socials: z.array(z.string()) })

const samples: [string, unknown][] = [
  ['email and two socials', { email: true, socials: ['google', 'github'] }],
  ['no logins', { email: false, socials: [] }],
  ['a provider from a newer server', { email: true, socials: ['mastodon'] }],
  ['an extra field', { email: true, socials: [], passkeys: true }],
  ['email as a string', { email: 'yes', socials: [] }],
  ['socials missing', { email: true }],
  ['socials not a list', { email: true, socials: 'google' }],
  ['a social that is not text', { email: true, socials: [7] }],
  ['null', null],
  ['a list', []],
]

describe('the login-methods reader (valibot, on the idle path) and the protocol schema (zod/mini) are one contract', () => {
  it('reads the path the protocol declares', () => {
    expect(LOGIN_METHODS_PATH).toBe(loginMethods.path)
  })

  it.each(samples)('gives the protocol schema’s verdict on %s', (_name, sample) => {
    expect(v.safeParse(loginMethodsAnswer, sample).success).toBe(protocolAnswer.safeParse(sample).success)
  })

  it('rejects at least one sample and accepts at least one, so the verdicts are not trivially equal', () => {
    const verdicts = samples.map(([, sample]) => v.safeParse(loginMethodsAnswer, sample).success)
    expect(verdicts).toContain(true)
    expect(verdicts).toContain(false)
  })
})
