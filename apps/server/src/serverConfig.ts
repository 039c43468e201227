import { RPC_DEFAULTS } from '@foyer/core'
import { z } from 'zod'
import { eip155NetworkIdSchema, evmAddressSchema } from './caip.ts'
import { activitySettingsSchema } from './activity/activitySettings.ts'
import { authSettingsSchema } from './auth/authSettings.ts'
import { farcasterConfigSchema } from './auth/farcaster/farcasterSettings.ts'
import { socialSettingsSchema } from './auth/social/providerSettings.ts'
import { databaseConfigSchema } from './db/databaseConfig.ts'
import { describeIssues } from './http/describeIssues.ts'
import { isLoopbackHost } from './http/publicOrigin.ts'
import { rateLimitSettingsSchema } from './operations/rateLimitSettings.ts'
import { relaySettingsSchema } from './relay/relaySettings.ts'

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

/** How the RPC proxy treats each chain's nodes; spec §9 defaults. */
const rpcUpstreamConfigSchema = z.object({
  retryCount: z.number().int().min(0).max(10).default(RPC_DEFAULTS.retryCount),
  retryDelayMs: z.number().int().min(0).max(10_000).default(RPC_DEFAULTS.retryDelayMs),
  timeoutMs: z.number().int().min(1).max(120_000).default(RPC_DEFAULTS.timeoutMs),
})

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

export const serverConfigSchema = z
  .object({
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
    /** An Ethereum mainnet RPC URL for ENS names and avatars (/v1/identity); without it, identities are null. */
    ensRpcUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of an Ethereum mainnet RPC node' }).optional(),
    /** A web wallet listed first in the registry (the dev stack lists its reference WalletConnect wallet). */
    referenceWalletUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of a web wallet' }).optional(),
    chains: z.array(chainConfigSchema).min(1, 'must list at least one chain'),
    rpcUpstream: rpcUpstreamConfigSchema.prefault({}),
    rateLimit: rateLimitSettingsSchema.prefault({}),
    /** Whose X-Forwarded-For to believe (Fastify's trustProxy): behind a proxy, the per-IP limit needs it. */
    trustProxy: z.union([z.boolean(), z.array(z.string().min(1))]).default(false),
    /** Where projects and analytics are kept; omitted, an in-memory PGlite (tests, throwaway stacks). */
    database: databaseConfigSchema.default({ kind: 'pglite' }),
    /** The activity indexer and history (GET /v1/account/:account/history). */
    activity: activitySettingsSchema.prefault({}),
    /** The WalletConnect relay (WebSocket at relay.path, `/ws`). */
    relay: relaySettingsSchema.prefault({}),
    /** The embedded wallet: email login, sessions, keys and RPC at /auth/v1, its frame at /auth-frame/. */
    auth: authSettingsSchema.prefault({}),
    /** Social login's OAuth providers (none: off; dev mode then stands a local OpenID provider in for all six). */
    social: socialSettingsSchema.optional(),
    /** Sign In With Farcaster (none: off outside dev mode, where a local stand-in relay is used). */
    farcaster: farcasterConfigSchema.optional(),
    /** Development conveniences (FOYER_DEV=1): the dev project accepts any loopback origin. Never in production. */
    devMode: z.boolean().default(false),
  })
  .refine((config) => new Set(config.chains.map((c) => c.caipNetworkId)).size === config.chains.length, {
    path: ['chains'],
    message: 'must not list the same caipNetworkId twice',
  })
  .refine((config) => config.publicUrl !== undefined || config.devMode || isLoopbackHost(config.host), {
    path: ['publicUrl'],
    message: `is required outside dev mode (FOYER_PUBLIC_URL, e.g. https://foyer.example.com): mailed login links and OAuth redirects are built on it, never on a request's Host`,
  })
  // The relay reads a client's address from its WebSocket upgrade as request.ip reads it for HTTP,
  // so its per-IP limits need the same trustProxy; the relay does not get a setting of its own.
  .transform((config) => ({ ...config, relay: { ...config.relay, trustProxy: config.trustProxy } }))

export type ServerConfig = z.input<typeof serverConfigSchema>
export type ChainConfig = z.output<typeof chainConfigSchema>
export type TokenConfig = z.output<typeof tokenConfigSchema>
export type ParsedServerConfig = z.output<typeof serverConfigSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Validates a config built in code or from the environment; throws one readable ConfigError. */
export function parseServerConfig(config: unknown, source = 'config'): ParsedServerConfig {
  const result = serverConfigSchema.safeParse(config, { reportInput: true })
  if (!result.success) throw new ConfigError(`Invalid server ${source}: ${describeIssues(result.error.issues)}`)
  return result.data
}
