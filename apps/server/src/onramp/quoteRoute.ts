import { ONRAMP_ROUTES } from '@foyer/core/protocol'
import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import type { PriceBook } from '../prices/priceBook.ts'
import { checkedPayment } from './onrampLimits.ts'
import { assetOn, asHttpError } from './onrampHttpErrors.ts'
import { OnrampUpstreamError } from './onrampProvider.ts'
import { countrySchema, currencyCodeSchema, fiatAmountSchema, networkNameSchema, providerSchema, quoteAnswerSchema, type QuoteAnswer } from './onrampSchemas.ts'
import type { OnrampService } from './onrampService.ts'
import { placeholderQuote } from './placeholderQuote.ts'

const quoteBodySchema = z.object({
  /** The asset to buy: its id from /v1/onramp/options or its symbol. */
  purchaseCurrency: z.string().min(1).max(128),
  paymentCurrency: currencyCodeSchema,
  /** The fiat amount to pay, fees included. */
  amount: fiatAmountSchema,
  network: networkNameSchema,
  paymentMethod: z
    .string()
    .regex(/^[a-z][a-z_]{0,31}$/, 'must be a payment method id from /v1/onramp/options, like card')
    .default('card'),
  /** Which provider to ask; the first configured (Coinbase) unless said. */
  provider: providerSchema.optional(),
  country: countrySchema.optional(),
  subdivision: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'must be an ISO 3166-2 subdivision code like NY')
    .optional(),
})

/**
 * POST /v1/onramp/quote (spec §7): what paying `amount` buys, from the chosen provider, after the
 * amount is checked against the payment method's limits. A provider that cannot be asked gives
 * spec §8's placeholder (`placeholder: true`, from the server's own prices) where the server
 * prices the asset, else its failure as a 503 or 502.
 */
export function quoteRoute(service: OnrampService, prices: PriceBook, defaultCountry: string) {
  return defineRoute({
    method: 'POST',
    url: ONRAMP_ROUTES.quote.path,
    access: 'project',
    summary: "Onramp quote: fees and the crypto amount a fiat payment buys, from one provider, within the payment method's limits",
    tags: ['onramp'],
    body: quoteBodySchema,
    response: quoteAnswerSchema,
    errors: [404, 502, 503],
    handler: async ({ body }, request): Promise<QuoteAnswer> => {
      const provider = service.provider(body.provider)
      const catalogue = await service.catalogue()
      checkedPayment(catalogue, body.paymentCurrency, body.paymentMethod, body.amount)
      const { asset, network, code } = assetOn(catalogue, provider.id, body.purchaseCurrency, body.network, { asset: 'body.purchaseCurrency', network: 'body.network' })
      try {
        const quote = await provider.quote({
          asset: { symbol: asset.symbol, code: asset.codes[provider.id] },
          network: { name: network.name, code },
          paymentAmount: body.amount,
          paymentCurrency: body.paymentCurrency,
          paymentMethod: body.paymentMethod,
          country: body.country ?? defaultCountry,
          subdivision: body.subdivision,
        })
        return { ...quote, provider: provider.id, placeholder: false }
      } catch (error) {
        if (!(error instanceof OnrampUpstreamError)) throw asHttpError(error)
        const placeholder = await placeholderQuote({ prices, provider: provider.id, asset, network, amount: body.amount, currency: body.paymentCurrency })
        if (placeholder) {
          request.log.warn({ provider: provider.id, reason: error.message }, `onramp: ${error.message}; answered a placeholder quote`)
          return placeholder
        }
        throw asHttpError(error)
      }
    },
  })
}
