import * as v from 'valibot'
import type { TokenBalance } from '../types.ts'

/** An exact decimal amount, as the balance route writes it: a number the client can show as is. */
const decimalString = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/))

const tokenBalanceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  chainId: v.string(),
  address: v.optional(v.string()),
  value: v.nullable(v.number()),
  price: v.nullable(v.number()),
  iconUrl: v.string(),
  quantity: v.object({ decimals: v.pipe(v.string(), v.regex(/^\d+$/)), numeric: decimalString }),
})

const balancesResponseSchema = v.object({ balances: v.array(tokenBalanceSchema) })

/**
 * The balances of `GET /v1/account/{address}/balance` (spec §7), checked: an answer of another
 * shape throws, so the account shows its balance as unavailable rather than a number it does not have.
 */
export function readBalancesResponse(answer: unknown): TokenBalance[] {
  return v.parse(balancesResponseSchema, answer).balances
}

// The interface in types.ts is what readers see; this keeps the schema saying the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
true satisfies Same<v.InferOutput<typeof tokenBalanceSchema>, TokenBalance>
