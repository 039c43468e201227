/** Token prices (spec §7 `POST /v1/fungible/price`, `apps/server/src/routes/fungiblePrice.ts`). */
import * as z from 'zod/mini'
import type { ApiRoute } from './apiRoute.ts'

/** A token's price; the answer names no address. */
export const fungiblePriceSchema = z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() })

export const FUNGIBLE_PRICE_ROUTES = {
  /** Prices by CAIP-10 id (0xeee… for a native currency); tokens the server has no price for are left out. */
  prices: {
    method: 'POST',
    path: '/v1/fungible/price',
    body: z.object({ currency: z.string(), addresses: z.array(z.string()) }),
    response: z.object({ fungibles: z.array(fungiblePriceSchema) }),
  },
} as const satisfies Record<string, ApiRoute>
