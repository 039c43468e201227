import { z } from 'zod'
import { eip155NetworkIdSchema, evmAddressSchema } from './caip.ts'
import { databaseConfigSchema } from './db/databaseConfig.ts'
import { connectionSettingsSchema } from './http/connectionSettings.ts'
import { trustProxySchema } from './http/trustProxySetting.ts'
import { chainPriceSourceSchema } from './prices/priceSettings.ts'
import { solanaChainConfigSchema } from './namespaces/solana/solanaChainConfig.ts'

/**
 * The most tokens one chain lists: each balance read asks the node for all of them in one batch and
 * the price source for all their prices, so the list is bounded like any other input.
 */
export const MAX_TOKENS_PER_CHAIN = 100

const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

const tokenConfigSchema = z.object({
  address: evmAddressSchema,
  name: z.string().min(1),
  symbol: z.string().min(1).max(11),
  decimals: z.number().int().min(0).max(255),
  /** A fixed price, read only by the chain's `fixed` price source (the devnet's dev table). */
  priceUsd: z.number().min(0).optional(),
})

const chainConfigSchema = z.object({
  caipNetworkId: eip155NetworkIdSchema,
  name: z.string().min(1),
  rpcUrl: httpUrlSchema,
  /**
   * Fallback RPC nodes tried in order after rpcUrl, with the same retries and timeouts, by the
   * proxy (POST /v1/), balance reads and the activity indexer (rpc/chainTransport.ts).
   */
  rpcUrls: z.array(httpUrlSchema).max(8).optional(),
  /**
   * The chain's block explorer (https://etherscan.io). No answer of the server carries it yet (hosts
   * give it on their networks for the modal's links); it is kept so the chain is described in one place.
   */
  blockExplorerUrl: httpUrlSchema.optional(),
  nativeCurrency: z.object({ name: z.string().min(1), symbol: z.string().min(1), decimals: z.number().int().min(0) }),
  /** A fixed price of the native currency, read only by the `fixed` price source. */
  nativePriceUsd: z.number().min(0).optional(),
  testnet: z.boolean(),
  /** ERC-20 tokens whose balances /v1/account/:address/balance reports. */
  tokens: z.array(tokenConfigSchema).max(MAX_TOKENS_PER_CHAIN),
  /** Where the chain's prices come from (src/prices/); omitted, the fixed numbers above. */
  prices: chainPriceSourceSchema.default({ source: 'fixed' }),
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
  /** The Solana clusters served beside the EVM chains (src/solana/): balances and the RPC proxy. */
  solanaChains: z.array(solanaChainConfigSchema).max(16).default([]),
  /** Whose X-Forwarded-For to believe (Fastify's trustProxy): behind a proxy, the per-IP limit needs it. */
  trustProxy: trustProxySchema,
  /** Request-head, request and keep-alive timeouts, and connections per client IP (http/connectionSettings.ts). */
  connections: connectionSettingsSchema.prefault({}),
  /** Where projects and analytics are kept; omitted, an in-memory PGlite (tests, throwaway stacks). */
  database: databaseConfigSchema.default({ kind: 'pglite' }),
  /** Development conveniences (FOYER_DEV=1): the dev project accepts any loopback origin. Never in production. */
  devMode: z.boolean().default(false),
  /**
   * Whether the dev project `foyer-dev` exists and may be used (default: devMode). Outside dev mode
   * it is not created, and one left from an earlier dev run is unknown to every route: anyone could
   * use the operator's RPC proxy and balance API through it. The environment sets it only through
   * FOYER_DEV; tests that need the project without dev mode's loopback origins set it in code.
   */
  devProject: z.boolean().optional(),
}

export type CoreSettings = z.output<z.ZodObject<typeof coreSettingsShape>>
export type ChainConfig = z.output<typeof chainConfigSchema>
export type TokenConfig = z.output<typeof tokenConfigSchema>
