import { z } from 'zod'

/** CoinGecko's public API: keyless or with a demo key. A paid plan's key goes to https://pro-api.coingecko.com/api/v3. */
export const COINGECKO_PUBLIC_API = 'https://api.coingecko.com/api/v3'

/** CoinGecko's ids: asset platforms (`ethereum`, `base`) and coins (`ethereum`, `usd-coin`). */
export const coingeckoIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a CoinGecko id like ethereum (lowercase letters, digits and dashes)')

/** How the server reaches a CoinGecko-compatible API; one client (and one cache) per distinct setting. */
export const coingeckoApiSchema = z.object({
  baseUrl: z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL like ${COINGECKO_PUBLIC_API}` })
    // A key in the URL would end up in logs and error messages; it travels in a header instead.
    .refine((url) => !/[?#]/.test(url), 'must not have a query or fragment: give the API key as apiKey, which is sent in a header')
    .transform((url) => url.replace(/\/+$/, ''))
    .default(COINGECKO_PUBLIC_API),
  /** Sent in apiKeyHeader, never in the URL. Without it the keyless public API is used (strict rate limits). */
  apiKey: z
    .string()
    .regex(/^[\x21-\x7e]{1,256}$/, 'must be 1 to 256 printable characters without spaces')
    .optional(),
  /** Default: x-cg-pro-api-key for pro-api.coingecko.com, x-cg-demo-api-key anywhere else. */
  apiKeyHeader: z.enum(['x-cg-demo-api-key', 'x-cg-pro-api-key']).optional(),
  /** How long a price is fresh. CoinGecko itself updates every 60 s (public) or 20 s (paid plans). */
  cacheTtlMs: z.number().int().min(1_000).max(3_600_000).default(60_000),
  /** Each request to the API is cut after this long; balances do not wait on a slow price service. */
  timeoutMs: z.number().int().min(100).max(30_000).default(5_000),
})

/**
 * Where a chain's prices come from. `fixed` reads the chain's own numbers (nativePriceUsd, each
 * token's priceUsd: the devnet's dev table); `coingecko` asks a CoinGecko-compatible API for the
 * native coin by id and the tokens by contract address on the asset platform.
 */
export const chainPriceSourceSchema = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('fixed') }),
    z.object({
      source: z.literal('coingecko'),
      /** The asset platform id the chain's token addresses are listed under (`ethereum`, `base`). */
      platform: coingeckoIdSchema,
      /** The coin id of the native currency (`ethereum` for ETH, on mainnet and on Base alike). */
      nativeCoinId: coingeckoIdSchema,
      api: coingeckoApiSchema.prefault({}),
    }),
  ],
  { error: "must be a price source: source 'fixed' or 'coingecko'" },
)

export type ChainPriceSource = z.output<typeof chainPriceSourceSchema>
export type CoingeckoApi = z.output<typeof coingeckoApiSchema>
export type CoingeckoApiInput = z.input<typeof coingeckoApiSchema>
