import { BALANCES_ROUTES } from '../protocol/balancesRoutes.ts'
import type { TokenBalance } from '../types.ts'

/**
 * The balances of `GET /v1/account/{address}/balance` (spec §7), checked: an answer of another
 * shape throws, so the account shows its balance as unavailable rather than a number it does not have.
 */
export function readBalancesResponse(answer: unknown): TokenBalance[] {
  return BALANCES_ROUTES.balances.response.parse(answer).balances
}
