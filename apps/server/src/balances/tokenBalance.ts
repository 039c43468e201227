import { BALANCES_ROUTES, tokenBalanceSchema } from '@foyer/core/protocol'
import { formatUnits } from 'viem'
import type { z } from 'zod'
import { caipAccountId, type CaipNetworkId } from '../caip.ts'
import { roundFiat } from '../prices/fiatCurrencies.ts'
import type { Holding } from './holding.ts'

/** A balance as /v1/account/:address/balance answers it (spec §3): the protocol's (`@foyer/core/protocol`), which core's TokenBalance is tied to. */
export { tokenBalanceSchema }
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

/** What /v1/account/:address/balance answers. */
export const balancesResponseSchema = BALANCES_ROUTES.balances.response

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
