import type { TokenBalance as CoreTokenBalance } from '@foyer/core/internal'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { caipAccountId, type CaipNetworkId } from '../caip.ts'
import { roundFiat } from '../prices/fiatCurrencies.ts'
import type { SameShape } from '../sameShape.ts'
import type { Holding } from './holding.ts'

/** A balance as /v1/account/:address/balance answers it (spec §3), checked at runtime by the tests. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-2 network id. */
  chainId: z.string(),
  /** CAIP-10 id of the token contract; absent for the native currency. */
  address: z.string().optional(),
  /** Fiat value of the holding: quantity × price; null when no price is known (a client must not show it as 0). */
  value: z.number().nullable(),
  /** Fiat price of one whole unit; null when the price source has none. */
  price: z.number().nullable(),
  iconUrl: z.string(),
  /** Exact amount as a decimal string, and the decimals it was scaled by (both strings). */
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
})
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

/** What /v1/account/:address/balance answers. */
export const balancesResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) })
// The wire shape is the client's: a field renamed on either side fails the typecheck.
true satisfies SameShape<TokenBalance, CoreTokenBalance>

export interface Valuation {
  chainId: CaipNetworkId
  iconUrl: (symbol: string) => string
}

/** A holding as the balance route answers it, valued at `price` (in the requested currency) when one is known, else unvalued (null). */
export function toTokenBalance(holding: Holding, price: number | undefined, valuation: Valuation): TokenBalance {
  const numeric = formatUnits(holding.amount, holding.decimals)
  return {
    name: holding.name,
    symbol: holding.symbol,
    chainId: valuation.chainId,
    ...(holding.tokenAddress && { address: caipAccountId(valuation.chainId, holding.tokenAddress) }),
    value: price === undefined ? null : roundFiat(Number(numeric) * price),
    price: price ?? null,
    iconUrl: valuation.iconUrl(holding.symbol),
    quantity: { decimals: String(holding.decimals), numeric },
  }
}
