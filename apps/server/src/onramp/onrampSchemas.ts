import { ONRAMP_ROUTES } from '@foyer/core/protocol'
import { z } from 'zod'
import { ONRAMP_PROVIDERS } from './onrampProvider.ts'

/** The onramp answers of spec §3: the protocol's, which the modal reads with (`@foyer/core/protocol`). */
export const optionsAnswerSchema = ONRAMP_ROUTES.options.response
export const quoteAnswerSchema = ONRAMP_ROUTES.quote.response

export type OptionsAnswer = z.output<typeof optionsAnswerSchema>
export type QuoteAnswer = z.output<typeof quoteAnswerSchema>

/** A fiat amount: a number or a decimal string, above 0 with at most two decimals; answered as a string with two. */
export const fiatAmountSchema = z.union([z.number(), z.string()]).transform((value, context) => {
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
