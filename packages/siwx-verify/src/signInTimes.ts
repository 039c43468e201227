import type { SiwxData } from './siwxData.ts'

/** How far a signer's clock may run ahead of the checker's: an issued-at time up to a minute ahead is taken. */
export const CLOCK_SKEW_MS = 60_000

/**
 * What is wrong with a sign-in's times at `now`, if anything: issued in the future (past the
 * skew), expired, or not yet valid.
 */
export function signInTimeProblem(data: Pick<SiwxData, 'issuedAt' | 'expirationTime' | 'notBefore'>, now: Date): string | undefined {
  const at = now.getTime()
  if (Date.parse(data.issuedAt) > at + CLOCK_SKEW_MS) return `the message's issued-at time ${data.issuedAt} is in the future`
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= at) return `the message expired at ${data.expirationTime}`
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > at) return `the message is not valid before ${data.notBefore}`
  return undefined
}
