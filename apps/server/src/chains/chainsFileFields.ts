import { z } from 'zod'
import type { ChainsFilePrices } from '../namespaces/servedNamespace.ts'
import { coingeckoIdSchema, type ChainPriceSource, type CoingeckoApi } from '../prices/priceSettings.ts'
import { fillPlaceholders } from './envPlaceholders.ts'

/**
 * The fields every namespace's part of the chains file (FOYER_CHAINS_FILE; docs/chains.md) writes
 * the same way: RPC URLs with `${NAME}`s, the price source, and the checks one field cannot make alone.
 */

/** A primary and a few fallbacks; past this a list of RPC URLs is a mistake, not resilience. */
export const MAX_RPC_URLS = 8

export const httpUrl = (example: string) => z.url({ protocol: /^https?$/, error: `must be an http(s) URL like ${example}` })

/** The primary first, then fallbacks in the order they are tried; `${NAME}`s filled from `env`. */
export function rpcUrlsSchema(env: NodeJS.ProcessEnv, example: string) {
  return z
    .array(filledFromEnv(env, httpUrl(example)))
    .min(1, 'must list at least one RPC URL: the primary, then fallbacks in the order they are tried')
    .max(MAX_RPC_URLS)
}

export const pricesSchema: z.ZodType<ChainsFilePrices> = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('coingecko'), platform: coingeckoIdSchema, nativeCoinId: coingeckoIdSchema }),
    z.strictObject({ source: z.literal('fixed') }),
    z.strictObject({ source: z.literal('none') }),
  ],
  { error: "must say where the chain's prices come from: source 'coingecko', 'fixed' or 'none'" },
)

/** A chain's price source as the server configures it; 'none' is the fixed source with no numbers: every price unknown. */
export function configuredPrices(prices: ChainsFilePrices, coingecko: CoingeckoApi): ChainPriceSource {
  return prices.source === 'coingecko' ? { source: 'coingecko', platform: prices.platform, nativeCoinId: prices.nativeCoinId, api: coingecko } : { source: 'fixed' }
}

/** The fields `checkPricedTokens` reads; `tokens[].address` is the contract or the mint. */
export interface PricedEntry {
  nativePriceUsd?: number | undefined
  tokens: { address: string; priceUsd?: number | undefined }[]
  prices: { source: string }
}

/**
 * What one field cannot say alone: whether a chain's fixed numbers fit its price source, and
 * whether a token is listed twice (`tokenKey` names the token's field in messages; an EVM address
 * in any letter case is one token, a base58 mint is case-sensitive).
 */
export function checkPricedTokens(chain: PricedEntry, context: z.RefinementCtx, tokenKey: 'address' | 'mint'): void {
  const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message })
  const fixed = chain.prices.source === 'fixed'
  checkFixedNativePrice(chain, context)
  const firstListed = new Map<string, number>()
  chain.tokens.forEach((token, index) => {
    if (fixed && token.priceUsd === undefined) issue(['tokens', index, 'priceUsd'], "is required with prices.source 'fixed'")
    if (!fixed && token.priceUsd !== undefined) issue(['tokens', index, 'priceUsd'], `is read only with prices.source 'fixed', not '${chain.prices.source}': remove it`)
    const address = tokenKey === 'address' ? token.address.toLowerCase() : token.address
    const first = firstListed.get(address)
    if (first === undefined) firstListed.set(address, index)
    else issue(['tokens', index, tokenKey], `is tokens[${first}]'s ${tokenKey} again: list each token once`)
  })
}

/** Whether a chain's fixed native price fits its price source: required with `fixed`, refused with any other (it would never be read). */
export function checkFixedNativePrice(chain: Omit<PricedEntry, 'tokens'>, context: z.RefinementCtx): void {
  const fixed = chain.prices.source === 'fixed'
  if (fixed && chain.nativePriceUsd === undefined) context.addIssue({ code: 'custom', path: ['nativePriceUsd'], message: "is required with prices.source 'fixed'" })
  if (!fixed && chain.nativePriceUsd !== undefined)
    context.addIssue({ code: 'custom', path: ['nativePriceUsd'], message: `is read only with prices.source 'fixed', not '${chain.prices.source}': remove it` })
}

/** Refuses a chain listed twice in one list, naming the entry that came first (`key` is the list's key in the file). */
export function checkListedOnce(ids: readonly (string | undefined)[], context: z.RefinementCtx, key: string): void {
  const seen = new Map<string, number>()
  ids.forEach((id, index) => {
    if (id === undefined) return // named as a mistake of its own
    const first = seen.get(id)
    if (first === undefined) seen.set(id, index)
    else context.addIssue({ code: 'custom', path: [index], message: `is ${id} again: ${key}[${first}] already serves it` })
  })
}

/** A string whose `${NAME}`s are filled from the environment, then checked by `filled`. */
export function filledFromEnv<Filled extends z.ZodType<unknown, string>>(env: NodeJS.ProcessEnv, filled: Filled) {
  return z
    .string()
    .max(2048)
    .transform((template, context) => {
      const result = fillPlaceholders(template, env)
      if ('value' in result) return result.value
      const names = result.unset.map((name) => '${' + name + '}').join(', ')
      context.addIssue({ code: 'custom', message: `has ${names}, but the environment does not set ${result.unset.join(', ')}: set it, or write the value without it` })
      return z.NEVER
    })
    .pipe(filled)
}
