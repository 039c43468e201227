import { CLOCK_SKEW_MS, type SiwxData } from '@foyer/siwx-verify'

/**
 * What is wrong with how long a sign-in would last, if anything: it must say when it expires (an
 * Expiration Time), and that must be within `maxSessionMs` of now (a signer's clock a minute
 * ahead is allowed for).
 */
export function sessionLengthProblem(data: Pick<SiwxData, 'expirationTime'>, at: Date, maxSessionMs: number): string | undefined {
  const limit = `at most ${Math.floor(maxSessionMs / 1000)} s from now`
  if (data.expirationTime === undefined) return `the message has no Expiration Time: a session must expire (${limit})`
  if (Date.parse(data.expirationTime) > at.getTime() + maxSessionMs + CLOCK_SKEW_MS) {
    return `the message's expiration time ${data.expirationTime} is too far: a session lasts ${limit}`
  }
  return undefined
}
