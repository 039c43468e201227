import { z } from 'zod'
import { databaseConfigSchema } from '../db/databaseConfig.ts'
import { connectionSettingsSchema } from '../http/connectionSettings.ts'
import { trustProxySchema } from '../http/trustProxySetting.ts'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/**
 * The settings every module shares: where the server listens and is reached, its log level, its
 * database, whose X-Forwarded-For it believes and dev mode; the chains it serves are each
 * namespace's (namespaces/namespaces.ts). Each module adds its own (src/modules.ts);
 * serverConfig.ts puts them together.
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

/**
 * The chains served, keyed by namespace (`chains.eip155`, `chains.solana`). The kernel names no
 * namespace: namespaces/namespaces.ts fills this interface in from its list (declaration merging),
 * so a module reads its namespace's chains typed while the kernel imports none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ServedChainsByNamespace {}

/** Each namespace's config field is read by serverConfig.ts and gathered into `chains`. */
export type CoreSettings = z.output<z.ZodObject<typeof coreSettingsShape>> & { chains: ServedChainsByNamespace }
