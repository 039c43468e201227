import { createHash } from 'node:crypto'

/**
 * The dev accounts behind the stand-ins are named by the login typed at the login form: the same
 * login is the same account at every start, and a different account at each provider, as a person
 * is at real ones. Ids are derived from (provider, login), in each provider's own form.
 */
function digest(provider: string, login: string): bigint {
  return BigInt(`0x${createHash('sha256').update(`foyer-dev-${provider}:${login}`).digest('hex')}`)
}

/** A decimal id of exactly `digits` digits, no leading zero (GitHub's numeric id, a Discord snowflake). */
export function stableDecimalId(provider: string, login: string, digits: number): string {
  const smallest = 10n ** BigInt(digits - 1)
  return String(smallest + (digest(provider, login) % (9n * smallest)))
}

/** `length` lowercase hex characters. */
export function stableHexId(provider: string, login: string, length: number): string {
  return digest(provider, login).toString(16).padStart(64, '0').slice(0, length)
}

export const standInEmail = (login: string) => `${login}@example.test`
