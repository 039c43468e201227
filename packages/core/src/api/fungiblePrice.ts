import * as z from 'zod/mini'
import type { HttpClient } from './http.ts'

/** A token's price as `POST /v1/fungible/price` answers it (spec §7); the answer names no address. */
export interface FungiblePrice {
  name: string
  symbol: string
  iconUrl: string
  price: number
}

const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() })),
})

/**
 * Asks the prices of tokens by CAIP-10 id (`eip155:1:0x…`, 0xeee… for a native currency), checked:
 * an answer of another shape throws. Tokens the server has no price for are left out of the answer.
 */
export async function fetchFungiblePrices(http: HttpClient, request: { addresses: readonly string[]; currency?: string }): Promise<FungiblePrice[]> {
  const answer = await http.post<unknown>('/v1/fungible/price', { currency: request.currency ?? 'usd', addresses: request.addresses })
  return fungiblePriceResponseSchema.parse(answer).fungibles
}
