import { z } from 'zod'
import { eip155NetworkIdSchema, evmAddressSchema } from './caip.ts'
import { databaseConfigSchema } from './db/databaseConfig.ts'

const tokenConfigSchema = z.object({
  address: evmAddressSchema,
  name: z.string().min(1),
  symbol: z.string().min(1).max(11),
  decimals: z.number().int().min(0).max(255),
  /** Dev price table; a price feed replaces it when real chains are configured. */
  priceUsd: z.number().min(0),
})

const chainConfigSchema = z.object({
  caipNetworkId: eip155NetworkIdSchema,
  name: z.string().min(1),
  rpcUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  /** Fallback RPC nodes the proxy (POST /v1/) tries in order after rpcUrl. */
  rpcUrls: z.array(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })).optional(),
  nativeCurrency: z.object({ name: z.string().min(1), symbol: z.string().min(1), decimals: z.number().int().min(0) }),
  nativePriceUsd: z.number().min(0),
  testnet: z.boolean(),
  /** ERC-20 tokens whose balances /v1/account/:address/balance reports. */
  tokens: z.array(tokenConfigSchema),
})

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/**
 * The settings every module shares: where the server listens and is reached, its log level, the
 * chains it serves, its database, whose X-Forwarded-For it believes and dev mode. Each module adds
 * its own (src/modules.ts); serverConfig.ts puts them together.
 */
export const coreSettingsShape = {
  host: z.string().min(1),
  port: z.number().int().min(0).max(65535),
  /**
   * This server's origin as browsers reach it: mailed links, OAuth redirect URIs, image URLs and
   * the frame-origin check are built on it, never on a request's Host. Required outside dev mode
   * unless the server listens on loopback only; then the listening address is used.
   */
  publicUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://foyer.example.com' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  logLevel: z.enum(LOG_LEVELS).default('info'),
  chains: z.array(chainConfigSchema).min(1, 'must list at least one chain'),
  /** Whose X-Forwarded-For to believe (Fastify's trustProxy): behind a proxy, the per-IP limit needs it. */
  trustProxy: z.union([z.boolean(), z.array(z.string().min(1))]).default(false),
  /** Where projects and analytics are kept; omitted, an in-memory PGlite (tests, throwaway stacks). */
  database: databaseConfigSchema.default({ kind: 'pglite' }),
  /** Development conveniences (FOYER_DEV=1): the dev project accepts any loopback origin. Never in production. */
  devMode: z.boolean().default(false),
}

export type CoreSettings = z.output<z.ZodObject<typeof coreSettingsShape>>
export type ChainConfig = z.output<typeof chainConfigSchema>
export type TokenConfig = z.output<typeof tokenConfigSchema>
