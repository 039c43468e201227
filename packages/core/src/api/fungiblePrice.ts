import type * as z from 'zod/mini'
import { FUNGIBLE_PRICE_ROUTES, type fungiblePriceSchema } from '../protocol/fungiblePriceRoutes.ts'
import type { HttpClient } from './http.ts'

const { prices } = FUNGIBLE_PRICE_ROUTES

/** A token's price as `POST /v1/fungible/price` answers it (spec §7); the answer names no address. */
export type FungiblePrice = z.output<typeof fungiblePriceSchema>

/**
 * Asks the prices of tokens by CAIP-10 id (`eip155:1:0x…`, 0xeee… for a native currency), checked:
 * an answer of another shape throws. Tokens the server has no price for are left out of the answer.
 */
export async function fetchFungiblePrices(http: HttpClient, request: { addresses: readonly string[]; currency?: string }): Promise<FungiblePrice[]> {
  const body = { currency: request.currency ?? 'usd', addresses: [...request.addresses] } satisfies z.input<typeof prices.body>
  return prices.response.parse(await http.post<unknown>(prices.path, body)).fungibles
}
