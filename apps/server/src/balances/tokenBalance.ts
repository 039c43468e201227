import type { TokenBalance as CoreTokenBalance } from '@foyer/core/internal'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { caipAccountId, type Eip155NetworkId } from '../caip.ts'
import type { SameShape } from '../sameShape.ts'
import type { Holding } from './readHoldings.ts'

/** A balance as /v1/account/:address/balance answers it (spec §3), checked at runtime by the tests. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-2 network id. */
  chainId: z.string(),
  /** CAIP-10 id of the token contract; absent for the native currency. */
  address: z.string().optional(),
  /** Fiat value of the holding: quantity × price. */
  value: z.number(),
  /** Fiat price of one whole unit. */
  price: z.number(),
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
  chainId: Eip155NetworkId
  /** Units of the requested fiat currency per US dollar. */
  fiatPerUsd: number
  iconUrl: (symbol: string) => string
}

export function toTokenBalance(holding: Holding, valuation: Valuation): TokenBalance {
  const numeric = formatUnits(holding.amount, holding.decimals)
  const price = roundFiat(holding.priceUsd * valuation.fiatPerUsd)
  return {
    name: holding.name,
    symbol: holding.symbol,
    chainId: valuation.chainId,
    ...(holding.tokenAddress && { address: caipAccountId(valuation.chainId, holding.tokenAddress) }),
    value: roundFiat(Number(numeric) * price),
    price,
    iconUrl: valuation.iconUrl(holding.symbol),
    quantity: { decimals: String(holding.decimals), numeric },
  }
}

/** Drops binary floating-point noise (1150.4600000000001); 8 places outlast any fiat display. */
function roundFiat(value: number): number {
  return Math.round(value * 1e8) / 1e8
}
