import { z } from 'zod'
import { FIAT_CURRENCIES, FIAT_PER_USD } from '../balances/fiatCurrencies.ts'
import { eip155NetworkIdSchema } from '../caip.ts'
import { defineRoute } from '../http/defineRoute.ts'
import type { PublicOrigin } from '../http/publicOrigin.ts'
import type { ChainConfig } from '../coreSettings.ts'
import { tokenImagePath } from './getTokenImage.ts'

/** The address wallets and the spec use for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const caipTokenSchema = z
  .string()
  .regex(/^eip155:[1-9]\d{0,15}:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 token id like eip155:1:0x…')
  .transform((id) => {
    const [namespace, chainId, address] = id.split(':') as [string, string, string]
    return { networkId: eip155NetworkIdSchema.parse(`${namespace}:${chainId}`), address: address.toLowerCase() }
  })

const bodySchema = z.object({
  currency: z.string().toLowerCase().pipe(z.enum(FIAT_CURRENCIES)),
  addresses: z.array(caipTokenSchema).min(1).max(100),
  projectId: z.string().max(100).optional(),
})

const fungibleSchema = z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() })

/**
 * POST /v1/fungible/price: prices of tokens (and of native currencies, by the 0xeee… address) in a
 * fiat currency. Tokens the server has no price for are left out of the answer.
 */
export function fungiblePriceRoute(chains: readonly ChainConfig[], publicOrigin: PublicOrigin) {
  const prices = new Map<string, { name: string; symbol: string; priceUsd: number }>()
  for (const chain of chains) {
    prices.set(`${chain.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`, { ...chain.nativeCurrency, priceUsd: chain.nativePriceUsd })
    for (const token of chain.tokens) prices.set(`${chain.caipNetworkId}:${token.address.toLowerCase()}`, token)
  }
  return defineRoute({
    method: 'POST',
    url: '/v1/fungible/price',
    access: 'project',
    summary: 'Fiat prices of tokens by CAIP-10 id (0xeee… for a native currency); unknown tokens are left out',
    tags: ['blockchain'],
    body: bodySchema,
    response: z.object({ fungibles: z.array(fungibleSchema) }),
    handler: async ({ body: { currency, addresses } }) => {
      const origin = publicOrigin()
      const fungibles = addresses.flatMap(({ networkId, address }) => {
        const known = prices.get(`${networkId}:${address}`)
        if (!known) return []
        const price = Math.round(known.priceUsd * FIAT_PER_USD[currency] * 1e8) / 1e8
        return [{ name: known.name, symbol: known.symbol, iconUrl: origin + tokenImagePath(known.symbol), price }]
      })
      return { fungibles }
    },
  })
}
