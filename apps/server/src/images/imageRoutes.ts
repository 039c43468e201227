import { z } from 'zod'
import { FIAT_CURRENCIES } from '../prices/fiatCurrencies.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { notFound } from '../kernel/http/httpError.ts'
import { sendSvg } from '../kernel/http/sendSvg.ts'
import { badgeSvg, initialsOf } from './badgeSvg.ts'
import { colourForKey } from '@foyer/core/wallets'

const idSchema = z.object({ id: z.string().min(1).max(100) })

const CURRENCY_SIGNS: Record<string, string> = { usd: '$', eur: '€', gbp: '£' }

/**
 * GET /public/getAssetImage/:id: a network's image. The id is the network's imageId, which for
 * the configured chains is their CAIP-2 id with the colon as a dash (`eip155-31337`) or the id itself.
 */
export function getAssetImageRoute(chains: readonly { caipNetworkId: string; name: string }[]) {
  const images = new Map<string, string>()
  for (const chain of chains) {
    const svg = badgeSvg({ id: `asset-${chain.caipNetworkId}`, title: chain.name, label: initialsOf(chain.name), colour: colourForKey(chain.caipNetworkId), shape: 'circle' })
    images.set(chain.caipNetworkId, svg)
    images.set(chain.caipNetworkId.replace(':', '-'), svg)
  }
  return defineRoute({
    method: 'GET',
    url: '/public/getAssetImage/:id',
    access: 'public',
    summary: "A network's image, by its imageId",
    tags: ['images'],
    params: idSchema,
    produces: 'image/svg+xml',
    errors: [404],
    handler: async ({ params: { id } }, request, reply) => {
      const svg = images.get(id)
      if (!svg) throw notFound(`There is no asset image with id "${id}"`)
      return sendSvg(request, reply, svg)
    },
  })
}

/** GET /public/getCurrencyImage/:id: a fiat currency's image (usd, eur, gbp), case-insensitive. */
export function getCurrencyImageRoute() {
  const images = new Map(
    FIAT_CURRENCIES.map((currency) => [
      currency,
      badgeSvg({ id: `currency-${currency}`, title: currency.toUpperCase(), label: CURRENCY_SIGNS[currency] ?? currency.toUpperCase(), colour: colourForKey(currency), shape: 'circle' }),
    ]),
  )
  return defineRoute({
    method: 'GET',
    url: '/public/getCurrencyImage/:id',
    access: 'public',
    summary: "A fiat currency's image, by its code",
    tags: ['images'],
    params: idSchema,
    produces: 'image/svg+xml',
    errors: [404],
    handler: async ({ params: { id } }, request, reply) => {
      const svg = images.get(id.toLowerCase() as (typeof FIAT_CURRENCIES)[number])
      if (!svg) throw notFound(`There is no currency image for "${id}"`)
      return sendSvg(request, reply, svg)
    },
  })
}
