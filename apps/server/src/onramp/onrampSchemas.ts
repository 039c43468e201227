import { z } from 'zod'
import { ONRAMP_PROVIDERS } from './onrampProvider.ts'

/** The onramp answers of spec §3 as Foyer's routes give them (snake_case inside a currency, as the spec's fields are named). */
const networkSchema = z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })
const limitSchema = z.object({ id: z.string(), min: z.string(), max: z.string() })
const currencySchema = z.object({ id: z.string(), name: z.string(), symbol: z.string(), networks: z.array(networkSchema) })

export const optionsAnswerSchema = z.object({
  paymentCurrencies: z.array(currencySchema.extend({ payment_method_limits: z.array(limitSchema) })),
  purchaseCurrencies: z.array(currencySchema),
  /** True when no provider answered and this is the built-in list (USD and EUR, spec §8). */
  fallback: z.boolean(),
  /** The providers this server buys through, the default first; none when the operator configured none. */
  providers: z.array(z.enum(ONRAMP_PROVIDERS)),
})

const moneySchema = z.object({ amount: z.string(), currency: z.string() })

export const quoteAnswerSchema = z.object({
  quoteId: z.string(),
  provider: z.enum(ONRAMP_PROVIDERS),
  paymentSubtotal: moneySchema,
  paymentTotal: moneySchema,
  purchaseAmount: moneySchema,
  networkFee: moneySchema,
  providerFee: moneySchema,
  /** True when the provider could not be asked and this is an estimate from the server's own prices (spec §8). */
  placeholder: z.boolean(),
})

export type OptionsAnswer = z.output<typeof optionsAnswerSchema>
export type QuoteAnswer = z.output<typeof quoteAnswerSchema>

/** A fiat amount: a number or a decimal string, above 0 with at most two decimals; answered as a string with two. */
export const fiatAmountSchema = z
  .union([z.number(), z.string()])
  .transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim()
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
      context.addIssue({ code: 'custom', message: 'must be an amount above 0 with at most two decimals, like 100 or 99.50' })
      return z.NEVER
    }
    return Number(text).toFixed(2)
  })

export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code like USD')
  .transform((code) => code.toUpperCase())

export const networkNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "must be a network name from /v1/onramp/options, like 'base'")
export const providerSchema = z.enum(ONRAMP_PROVIDERS, { error: `must be one of ${ONRAMP_PROVIDERS.join(', ')}` })
export const countrySchema = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 two-letter country code like US')
