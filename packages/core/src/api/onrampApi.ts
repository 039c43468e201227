import * as z from 'zod/mini'
import type { HttpClient } from './http.ts'

/**
 * The Foyer server's onramp calls (spec §7): what can be bought and paid with, a quote, and the
 * chosen provider's pay page; every answer checked (one of another shape throws). Loaded with the
 * buy views, never with the page.
 */
export function createOnrampApi(http: HttpClient) {
  return {
    /** The fiat currencies to pay with (each with its payment methods' limits) and the crypto to buy, by network. */
    options: async (): Promise<OnrampOptions> => optionsSchema.parse(await http.get<unknown>('/v1/onramp/options')),
    /** What paying `amount` (fees included) buys from the provider. */
    quote: async (request: OnrampQuoteRequest): Promise<OnrampQuote> => quoteSchema.parse(await http.post<unknown>('/v1/onramp/quote', request)),
    /** The provider's hosted page where the visitor pays, crediting the destination wallets. */
    payUrl: async (request: OnrampUrlRequest): Promise<string> => urlSchema.parse(await http.post<unknown>('/v1/generators/onrampurl', request)).url,
  }
}
export type OnrampApi = ReturnType<typeof createOnrampApi>

export const ONRAMP_PROVIDERS = ['coinbase', 'meld'] as const
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

const networkSchema = z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })
const limitSchema = z.object({ id: z.string(), min: z.string(), max: z.string() })
const currencySchema = z.object({ id: z.string(), name: z.string(), symbol: z.string(), networks: z.array(networkSchema) })
const optionsSchema = z.object({
  paymentCurrencies: z.array(z.extend(currencySchema, { payment_method_limits: z.array(limitSchema) })),
  purchaseCurrencies: z.array(currencySchema),
  /** True when the server's providers did not answer and this is its built-in list (spec §8). */
  fallback: z.optional(z.boolean()),
  /** The providers the server buys through, the default first (none: it offers no onramp). */
  providers: z.optional(z.array(z.enum(ONRAMP_PROVIDERS))),
})
const moneySchema = z.object({ amount: z.string(), currency: z.string() })
const quoteSchema = z.object({
  quoteId: z.string(),
  provider: z.optional(z.enum(ONRAMP_PROVIDERS)),
  paymentSubtotal: moneySchema,
  paymentTotal: moneySchema,
  purchaseAmount: moneySchema,
  networkFee: moneySchema,
  providerFee: moneySchema,
  /** An estimate, not the provider's quote (spec §8): its figures are not shown. */
  placeholder: z.optional(z.boolean()),
})
const urlSchema = z.object({ url: z.string().check(z.regex(/^https?:\/\//)) })

/** Spec §3's onramp currency: a network it is sold on. */
export type OnrampNetwork = z.output<typeof networkSchema>
/** A payment method's limits in its currency, as decimal strings. */
export type OnrampLimit = z.output<typeof limitSchema>
export type OnrampOptions = z.output<typeof optionsSchema>
export type OnrampPaymentCurrency = OnrampOptions['paymentCurrencies'][number]
export type OnrampPurchaseCurrency = OnrampOptions['purchaseCurrencies'][number]
export type OnrampMoney = z.output<typeof moneySchema>
export type OnrampQuote = z.output<typeof quoteSchema>
