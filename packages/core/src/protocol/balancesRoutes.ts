/** An account's balances (spec §7 `GET /v1/account/{address}/balance`, `apps/server/src/routes/accountBalance.ts`). */
import * as z from 'zod/mini'
import type { TokenBalance } from '../types.ts'
import type { ApiRoute } from './apiRoute.ts'

/** A balance (spec §3); the interface in types.ts is what readers see. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string().check(z.describe('CAIP-2 network id')),
  address: z.optional(z.string()).check(z.describe('CAIP-10 id of the token contract; absent for the native currency')),
  value: z.nullable(z.number()).check(z.describe('Fiat value of the holding: quantity × price; null when no price is known (a client must not show it as 0)')),
  price: z.nullable(z.number()).check(z.describe('Fiat price of one whole unit; null when the price source has none')),
  iconUrl: z.string(),
  quantity: z
    .object({ decimals: z.string().check(z.regex(/^\d+$/)), numeric: z.string().check(z.regex(/^\d+(\.\d+)?$/)) })
    .check(z.describe('Exact amount as a decimal string, and the decimals it was scaled by (both strings)')),
})

export const BALANCES_ROUTES = {
  balances: {
    method: 'GET',
    path: '/v1/account/:address/balance',
    params: z.object({ address: z.string() }),
    query: z.object({ chainId: z.string(), currency: z.optional(z.string()), forceUpdate: z.optional(z.string()) }),
    response: z.object({ balances: z.array(tokenBalanceSchema) }),
  },
} as const satisfies Record<string, ApiRoute>

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
true satisfies Same<z.output<typeof tokenBalanceSchema>, TokenBalance>
