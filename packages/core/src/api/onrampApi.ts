import * as z from 'zod/mini'
import { ONRAMP_PROVIDERS, ONRAMP_ROUTES, type onrampLimitSchema, type onrampMoneySchema, type onrampNetworkSchema } from '../protocol/onrampRoutes.ts'
import type { HttpClient } from './http.ts'

const { options, quote, payUrl } = ONRAMP_ROUTES

/**
 * The Foyer server's onramp calls (spec §7): what can be bought and paid with, a quote, and the
 * chosen provider's pay page; every answer checked (one of another shape throws). Loaded with the
 * buy views, never with the page.
 */
export function createOnrampApi(http: HttpClient) {
  return {
    /** The fiat currencies to pay with (each with its payment methods' limits) and the crypto to buy, by network. */
    options: async (): Promise<OnrampOptions> => optionsSchema.parse(await http.get<unknown>(options.path)),
    /** What paying `amount` (fees included) buys from the provider. */
    quote: async (request: OnrampQuoteRequest): Promise<OnrampQuote> => quoteSchema.parse(await http.post<unknown>(quote.path, request satisfies z.input<typeof quote.body>)),
    /** The provider's hosted page where the visitor pays, crediting the destination wallets. */
    payUrl: async (request: OnrampUrlRequest): Promise<string> => payUrl.response.parse(await http.post<unknown>(payUrl.path, request satisfies z.input<typeof payUrl.body>)).url,
  }
}
export type OnrampApi = ReturnType<typeof createOnrampApi>

export { ONRAMP_PROVIDERS }
export type OnrampProviderId = (typeof ONRAMP_PROVIDERS)[number]

export interface OnrampQuoteRequest {
  /** The asset's id from the options, or its symbol. */
  purchaseCurrency: string
  paymentCurrency: string
  /** The fiat amount to pay, fees included, as typed ("100", "99.50"). */
  amount: string
  /** The network's name in the options ("base", "foyer-devnet"). */
  network: string
  paymentMethod: string
  provider: OnrampProviderId
}

export interface OnrampUrlRequest {
  destinationWallets: { address: string; blockchains: string[]; assets?: string[] }[]
  defaultNetwork: string
  /** The buyer's address: the history's `onramp` parameter finds the purchase by it. */
  partnerUserId: string
  presetFiatAmount?: string
  presetCryptoAmount?: string
  paymentCurrency: string
  /** The method the preset amount is checked against (its limits); card unless said. */
  paymentMethod?: string
  provider: OnrampProviderId
  redirectUrl?: string
}

// A server older than these fields answers without them: its onramp still works.
const optionsSchema = z.partial(options.response, { fallback: true, providers: true })
const quoteSchema = z.partial(quote.response, { provider: true, placeholder: true })

/** Spec §3's onramp currency: a network it is sold on. */
export type OnrampNetwork = z.output<typeof onrampNetworkSchema>
/** A payment method's limits in its currency, as decimal strings. */
export type OnrampLimit = z.output<typeof onrampLimitSchema>
export type OnrampOptions = z.output<typeof optionsSchema>
export type OnrampPaymentCurrency = OnrampOptions['paymentCurrencies'][number]
export type OnrampPurchaseCurrency = OnrampOptions['purchaseCurrencies'][number]
export type OnrampMoney = z.output<typeof onrampMoneySchema>
export type OnrampQuote = z.output<typeof quoteSchema>
