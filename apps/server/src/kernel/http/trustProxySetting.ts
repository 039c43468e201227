import { isIP } from 'node:net'
import { z } from 'zod'

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** `10.0.0.5`, `10.0.0.0/8`, `fd00::/8`, or one of proxy-addr's range names. */
export function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true
  const [address = '', prefix, extra] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * Whose X-Forwarded-For the server believes (Fastify's trustProxy): nobody's (false), the listed
 * proxies' (addresses, CIDR ranges, `loopback`), or, for tests and dev mode only, anybody's (true;
 * the environment refuses it outside dev mode: anyone reaching the port could then name any address
 * and reset every per-IP limit).
 */
export const trustProxySchema = z
  .union([
    z.boolean(),
    z.array(
      z.string().refine(isProxyAddress, {
        error: (issue) => `must be an IP address or CIDR range (10.0.0.0/8, 127.0.0.1) or loopback/linklocal/uniquelocal, not "${String(issue.input).slice(0, 60)}"`,
      }),
    ),
  ])
  .default(false)

/** FOYER_TRUST_PROXY: unset, empty or `false`: nobody; `true` or `*`: anybody (dev mode only); else a comma-separated list. */
export function parseTrustProxyVariable(value: string | undefined): boolean | string[] {
  if (value === undefined || value.trim() === '' || value.trim() === 'false') return false
  if (value.trim() === 'true' || value.trim() === '*') return true
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
}
