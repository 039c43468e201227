import { FUNGIBLE_PRICE_ROUTES } from '@foyer/core/protocol'
import { z } from 'zod'
import { eip155NetworkIdSchema, type Eip155NetworkId } from '../caip.ts'
import type { ChainConfig } from '../namespaces/eip155/eip155ChainConfig.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import type { PublicOrigin } from '../kernel/http/publicOrigin.ts'
import { FIAT_CURRENCIES } from '../prices/fiatCurrencies.ts'
import type { PriceBook } from '../prices/priceBook.ts'
import { NATIVE_ASSET, pricedAsset, type PricedAsset } from '../prices/priceSource.ts'
import { tokenImagePath } from '../images/tokenImageRoute.ts'

const caipTokenSchema = z
  .string()
  .regex(/^eip155:[1-9]\d{0,15}:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 token id like eip155:1:0x…')
  .transform((id) => {
    const [namespace, chainId, address] = id.split(':') as [string, string, string]
    return { networkId: eip155NetworkIdSchema.parse(`${namespace}:${chainId}`), address: pricedAsset(address) }
  })

const bodySchema = z.object({
  currency: z.string().toLowerCase().pipe(z.enum(FIAT_CURRENCIES)),
  addresses: z.array(caipTokenSchema).min(1).max(100),
  projectId: z.string().max(100).optional(),
})

/**
 * POST /v1/fungible/price: prices of tokens (and of native currencies, by the 0xeee… address) in a
 * fiat currency, from the price book. Tokens the server does not serve, or has no price for right
 * now (its price source failing included), are left out of the answer.
 */
export function fungiblePriceRoute(chains: readonly ChainConfig[], prices: PriceBook, publicOrigin: PublicOrigin) {
  const names = new Map<string, { name: string; symbol: string }>()
  for (const chain of chains) {
    names.set(`${chain.caipNetworkId}:${NATIVE_ASSET}`, chain.nativeCurrency)
    for (const token of chain.tokens) names.set(`${chain.caipNetworkId}:${pricedAsset(token.address)}`, token)
  }
  return defineRoute({
    method: 'POST',
    url: FUNGIBLE_PRICE_ROUTES.prices.path,
    access: 'project',
    summary: 'Fiat prices of tokens by CAIP-10 id (0xeee… for a native currency); unknown or unpriced tokens are left out',
    tags: ['blockchain'],
    body: bodySchema,
    response: FUNGIBLE_PRICE_ROUTES.prices.response,
    handler: async ({ body: { currency, addresses } }) => {
      // One price-book question per chain asked about, with every address asked there.
      const byChain = new Map<Eip155NetworkId, PricedAsset[]>()
      for (const { networkId, address } of addresses) byChain.set(networkId, [...(byChain.get(networkId) ?? []), address])
      const known = new Map(await Promise.all([...byChain].map(async ([networkId, assets]) => [networkId, await prices.pricesOf(networkId, assets)] as const)))
      const origin = publicOrigin()
      const fungibles = addresses.flatMap(({ networkId, address }) => {
        const token = names.get(`${networkId}:${address}`)
        const price = known.get(networkId)?.get(address)?.[currency]
        if (!token || price === undefined) return []
        return [{ name: token.name, symbol: token.symbol, iconUrl: origin + tokenImagePath(token.symbol), price }]
      })
      return { fungibles }
    },
  })
}
