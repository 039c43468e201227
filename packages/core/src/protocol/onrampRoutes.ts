/**
 * The server's onramp (spec §7, `apps/server/src/onramp`): what can be bought and paid with, a
 * quote, and the chosen provider's pay page. Inside a currency the fields are snake_case, as spec
 * §3 names them.
 */
import * as z from 'zod/mini'
import type { ApiRoute } from './apiRoute.ts'

export const ONRAMP_PROVIDERS = ['coinbase', 'meld'] as const

const providerSchema = z.enum(ONRAMP_PROVIDERS)
export const onrampNetworkSchema = z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })
export const onrampLimitSchema = z.object({ id: z.string(), min: z.string(), max: z.string() })
const currencySchema = z.object({ id: z.string(), name: z.string(), symbol: z.string(), networks: z.array(onrampNetworkSchema) })
export const onrampMoneySchema = z.object({ amount: z.string(), currency: z.string() })

/** A fiat amount as typed ("100", "99.50") or as a number. */
const fiatAmount = z.union([z.number(), z.string()])

export const ONRAMP_ROUTES = {
  /** The fiat currencies to pay with (each with its payment methods' limits) and the crypto to buy, by network. */
  options: {
    method: 'GET',
    path: '/v1/onramp/options',
    response: z.object({
      paymentCurrencies: z.array(z.extend(currencySchema, { payment_method_limits: z.array(onrampLimitSchema) })),
      purchaseCurrencies: z.array(currencySchema),
      fallback: z.boolean().check(z.describe('True when no provider answered and this is the built-in list (USD and EUR, spec §8)')),
      providers: z.array(providerSchema).check(z.describe('The providers this server buys through, the default first; none when it offers no onramp')),
    }),
  },
  /** What paying `amount` (fees included) buys from the provider. */
  quote: {
    method: 'POST',
    path: '/v1/onramp/quote',
    body: z.object({
      /** The asset's id from the options, or its symbol. */
      purchaseCurrency: z.string(),
      paymentCurrency: z.string(),
      amount: fiatAmount,
      /** The network's name in the options ("base", "foyer-devnet"). */
      network: z.string(),
      paymentMethod: z.optional(z.string()),
      provider: z.optional(providerSchema),
      country: z.optional(z.string()),
      subdivision: z.optional(z.string()),
    }),
    response: z.object({
      quoteId: z.string(),
      provider: providerSchema,
      paymentSubtotal: onrampMoneySchema,
      paymentTotal: onrampMoneySchema,
      purchaseAmount: onrampMoneySchema,
      networkFee: onrampMoneySchema,
      providerFee: onrampMoneySchema,
      placeholder: z.boolean().check(z.describe('True when the provider could not be asked and this is an estimate from the server’s own prices (spec §8): its figures are not shown')),
    }),
  },
  /** The provider's hosted page where the visitor pays, crediting the destination wallets. */
  payUrl: {
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body: z.object({
      destinationWallets: z.array(z.object({ address: z.string(), blockchains: z.array(z.string()), assets: z.optional(z.array(z.string())) })),
      defaultNetwork: z.optional(z.string()),
      /** The buyer's address: the history's `onramp` parameter finds the purchase by it. */
      partnerUserId: z.string(),
      presetCryptoAmount: z.optional(fiatAmount),
      presetFiatAmount: z.optional(fiatAmount),
      paymentCurrency: z.optional(z.string()),
      /** The method the preset amount is checked against (its limits); card unless said. */
      paymentMethod: z.optional(z.string()),
      provider: z.optional(providerSchema),
      redirectUrl: z.optional(z.string()),
      country: z.optional(z.string()),
    }),
    response: z.object({ url: z.string().check(z.regex(/^https?:\/\//)), provider: providerSchema }),
  },
} as const satisfies Record<string, ApiRoute>
