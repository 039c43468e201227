import { RELATIVE_PATHS_ROOT } from './kernel/installPaths.ts'
import { z } from 'zod'
import { chainsSourceFromEnv, readChains, type ChainsSource } from './chains/chainsSource.ts'
import { ConfigError } from './kernel/settings/configError.ts'
import { LOG_LEVELS } from './kernel/settings/coreSettings.ts'
import { databaseConfigFromEnv } from './kernel/db/databaseConfig.ts'
import { onOffVariable, positiveWholeNumber } from './kernel/settings/envVariables.ts'
import { describeIssues } from './kernel/http/describeIssues.ts'
import { parseTrustProxyVariable } from './kernel/http/trustProxySetting.ts'
import { serverModules } from './modules.ts'
import { servedNamespaces } from './namespaces/namespaces.ts'
import type { namespacesChainsShape } from './namespaces/namespacesConfig.ts'
import type { AnyServedNamespace } from './namespaces/servedNamespace.ts'
import { parseServerConfig, type ParsedServerConfig, type ServerConfig } from './serverConfig.ts'
import type { AnyServerModule } from './kernel/serverModule.ts'

const repoRoot = RELATIVE_PATHS_ROOT

/**
 * The environment the server reads. Every variable is optional.
 * The chains it serves: FOYER_CHAINS_FILE (none: a chains file listing each chain's RPC URLs in
 * order, explorer, native currency, tokens and price source, see docs/chains.md; `${NAME}` in its
 * RPC URLs and CoinGecko apiKey is filled from the environment) takes precedence; without it,
 * FOYER_DEVNET_FILE (<repo>/.foyer/devnet.json: the running devnet's chains, with fixed dev
 * prices). Relative paths are taken from the repo root (from the working directory when run from
 * the build). Neither there: the server refuses to start and says how to provide one.
 * The rest:
 * FOYER_PORT (4400), FOYER_HOST (127.0.0.1), FOYER_PUBLIC_URL (absolute origin for image URLs;
 * default: each request's own origin), FOYER_LOG_LEVEL (info), FOYER_ENS_RPC_URL (none), FOYER_REFERENCE_WALLET_URL (none),
 * the wallet listings (docs/wallets.md): FOYER_WALLETS_FILE (none: the built-in dev registry), FOYER_WALLET_REGISTRY_URL
 * (none: an upstream speaking /getWallets), FOYER_WALLET_REGISTRY_REFRESH_MINUTES (60), FOYER_WALLET_IMAGE_MAX_BYTES
 * (262144), FOYER_WALLET_IMAGE_TIMEOUT_MS (5000), FOYER_WALLET_IMAGE_CACHE_BYTES (33554432),
 * FOYER_RPC_MAX_BATCH_SIZE (100: requests per JSON-RPC batch to the proxy), FOYER_RPC_MAX_ANSWER_BYTES (10485760:
 * bytes of a node's answer relayed), FOYER_BALANCE_FORCE_UPDATE_SECONDS (5: forceUpdate=true reads an account again at most
 * this often), FOYER_RATE_LIMIT_PER_MINUTE (60000: per projectId and client IP, an IPv6 /64),
 * FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE (10 × FOYER_RATE_LIMIT_PER_MINUTE: per projectId, all callers
 * together), FOYER_RATE_LIMIT_PER_IP_PER_MINUTE (6000),
 * FOYER_METRICS_TOKEN (none: /metrics answers 404 outside dev mode; with it, only `Authorization: Bearer <token>`),
 * FOYER_READYZ_CACHE_MS (5000), FOYER_READYZ_PER_IP_PER_MINUTE (60),
 * REDIS_URL (none: rate-limit counts in memory), FOYER_TRUST_PROXY (false; a comma-separated list of the
 * proxies' addresses or CIDR ranges; true only with FOYER_DEV), FOYER_HEADERS_TIMEOUT_MS (10000),
 * FOYER_REQUEST_TIMEOUT_MS (30000), FOYER_KEEP_ALIVE_TIMEOUT_MS (72000), FOYER_MAX_CONNECTIONS_PER_IP (1000), DATABASE_URL (none: PGlite in FOYER_DATA_DIR),
 * FOYER_DATA_DIR (<repo>/.foyer/data), FOYER_DEV (off; 1 creates the dev project and lets it be used
 * from any loopback origin, opens /metrics and allows FOYER_TRUST_PROXY=true; without it the dev project does not exist), FOYER_ACTIVITY_INDEXER (on; 0 or false turns it off),
 * FOYER_ACTIVITY_POLL_MS (1000: how often the indexer looks at each chain's head).
 * The WalletConnect relay: FOYER_RELAY_PATH (/ws), FOYER_RELAY_URL (none: comma-separated ws(s) URLs
 * clients are configured with, accepted as their JWT audience besides the listening address and
 * FOYER_PUBLIC_URL in ws(s) form), FOYER_RELAY_MAX_MESSAGE_BYTES (524288),
 * FOYER_RELAY_MAX_MESSAGES_PER_TOPIC (1000), FOYER_RELAY_PUBLISH_PER_SECOND (100 per client id),
 * FOYER_RELAY_MAILBOX_MAX_BYTES (268435456: every topic together; past it the oldest messages are
 * evicted), FOYER_RELAY_TOPIC_MAX_BYTES (4194304: per topic, likewise), FOYER_RELAY_IP_MAX_BYTES (a quarter
 * of the mailbox's, at most 67108864: per IP address; past it publishes are refused, nothing evicted),
 * FOYER_RELAY_CLIENT_MAX_BYTES (16777216: per client key, likewise), FOYER_RELAY_MAX_TTL_SECONDS
 * (604800: a longer ttl is kept this long), FOYER_RELAY_PUBLISH_PER_SECOND_PER_IP (200 per IP address,
 * an IPv6 /64), FOYER_RELAY_MAX_SOCKETS_PER_IP (200), FOYER_RELAY_MAX_JWT_LIFETIME_SECONDS (604800);
 * its client addresses follow FOYER_TRUST_PROXY; with REDIS_URL its mailbox and fan-out are in Redis too.
 * Swaps (/v1/convert): FOYER_SWAP_PROVIDERS (none; `1:0x,8453:1inch`), FOYER_SWAP_0X_API_URL and _KEY,
 * FOYER_SWAP_1INCH_API_URL and _KEY, FOYER_SWAP_TIMEOUT_MS (8000), see convert/swapSettings.ts.
 * The embedded wallet (/auth/v1, the frame at /auth-frame/): FOYER_MASTER_KEY (32 bytes, base64 or
 * hex: the key every user's keys are encrypted under; without it PGlite keeps a generated one in
 * <FOYER_DATA_DIR>/master.key, and with DATABASE_URL the server refuses to start unless FOYER_DEV=1),
 * FOYER_SMTP_URL (none: smtp:// or smtps:// where login mails go; dev mode without it runs its own
 * SMTP sink, shown at /dev/inbox), FOYER_MAIL_FROM (Foyer <no-reply@foyer.localhost>),
 * FOYER_SMTP_SINK_PORT (0: any free port on 127.0.0.1), FOYER_AUTH_FRAME_URL (none: the frame is
 * served by this server; set it when another origin serves the frame), FOYER_AUTH_SESSION_DAYS (7).
 * Email login's abuse budgets (per hour): FOYER_AUTH_CODE_FAILURES_PER_ADDRESS (10) and _PER_IP (30)
 * wrong codes before a lockout of FOYER_AUTH_LOCK_MINUTES (60, doubling), FOYER_AUTH_MAILS_PER_ADDRESS_PER_HOUR
 * (20 codes to a mailbox's known devices), FOYER_AUTH_APPROVAL_MAILS_PER_ADDRESS_PER_HOUR (10 mails to a mailbox
 * asked from unknown devices) and _PER_ADDRESS_PER_IP_PER_HOUR (3 of them from one client), and
 * FOYER_AUTH_MAILS_PER_IP_PER_HOUR (30) login mails, FOYER_AUTH_DEVICE_WAITS_PER_IP (10 long polls at once).
 * Social login: FOYER_OAUTH_<PROVIDER>_CLIENT_ID and _CLIENT_SECRET (and endpoint overrides), see
 * auth/social/socialSettingsFromEnv.ts; Farcaster: FOYER_FARCASTER_RELAY_URL,
 * FOYER_FARCASTER_OPTIMISM_RPC_URL, FOYER_FARCASTER_DOMAIN, see auth/farcaster/farcasterSettingsFromEnv.ts.
 * Onramp: FOYER_ONRAMP_COINBASE_KEY_NAME, _PRIVATE_KEY, _API_URL, _PAY_URL, FOYER_ONRAMP_MELD_API_KEY, _API_URL,
 * FOYER_ONRAMP_TIMEOUT_MS (8000), FOYER_ONRAMP_COUNTRY (US), FOYER_ONRAMP_HISTORY_CACHE_MS (30000), see onramp/onrampSettings.ts.
 * Analytics (POST /e): FOYER_ANALYTICS_EVENTS_PER_MINUTE (600 per project), FOYER_ANALYTICS_RETENTION_DAYS (30), see analytics/analyticsSettings.ts.
 */
const coreEnvVariables = {
  FOYER_PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .default('4400')
    .transform(Number)
    .pipe(z.number().max(65535)),
  FOYER_HOST: z.string().min(1).default('127.0.0.1'),
  FOYER_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://foyer.example.com' }).optional(),
  FOYER_CHAINS_FILE: z.string().optional(),
  FOYER_DEVNET_FILE: z.string().min(1).default('.foyer/devnet.json'),
  FOYER_LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).or(z.literal('')).optional(),
  FOYER_TRUST_PROXY: z.string().optional().transform(parseTrustProxyVariable),
  FOYER_HEADERS_TIMEOUT_MS: positiveWholeNumber().optional(),
  FOYER_REQUEST_TIMEOUT_MS: positiveWholeNumber().optional(),
  FOYER_KEEP_ALIVE_TIMEOUT_MS: positiveWholeNumber().optional(),
  FOYER_MAX_CONNECTIONS_PER_IP: positiveWholeNumber().optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL like postgres://user@host:5432/foyer' })
    .or(z.literal(''))
    .optional(),
  FOYER_DATA_DIR: z.string().optional(),
  FOYER_DEV: onOffVariable().transform((value) => value === '1' || value === 'true'),
}

/** The core variables and every module's, checked together so one message names every mistake. */
const envSchema = z.object(Object.assign({}, coreEnvVariables, ...serverModules.map((module: AnyServerModule) => module.env?.variables ?? {})))

/**
 * What asks for each namespace's chains of the source the environment names, keyed by the
 * namespace's config field (eip155's `chains`, solana's `solanaChains`); a namespace not asked for is left to its default.
 */
export type ChainSources = { [Key in keyof typeof namespacesChainsShape]?: (source: ChainsSource) => z.input<(typeof namespacesChainsShape)[Key]> }

/** Builds and validates the server config from environment variables, or throws a ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ParsedServerConfig {
  const sources = Object.fromEntries((servedNamespaces as readonly AnyServedNamespace[]).map((namespace) => [namespace.chains.configKey, (source: ChainsSource) => readChains(source)[namespace.name as keyof ReturnType<typeof readChains>]]))
  return parseServerConfig(serverConfigFromEnv(env, sources), 'environment')
}

/**
 * What the environment says of the server's config, not yet validated as a whole: variables that
 * are not set are left undefined, so a caller (`npm start`) can lay its own defaults under it.
 * `sources` are asked for each namespace's chains of the source the environment names (FOYER_CHAINS_FILE, else
 * FOYER_DEVNET_FILE) only after the variables pass; `npm start` answers with its own devnet's.
 */
export function serverConfigFromEnv(env: NodeJS.ProcessEnv, sources: ChainSources): ServerConfig {
  const parsed = envSchema.safeParse(env, { reportInput: true })
  if (!parsed.success) throw new ConfigError(`Invalid environment: ${describeIssues(parsed.error.issues)}`)
  const vars = parsed.data as z.output<z.ZodObject<typeof coreEnvVariables>>
  if (vars.FOYER_TRUST_PROXY === true && !vars.FOYER_DEV) {
    throw new ConfigError(
      'Invalid environment: FOYER_TRUST_PROXY=true (or *) believes the X-Forwarded-For of anyone who reaches the port, so any client could reset every per-IP limit; ' +
        'list your proxies instead, as addresses or CIDR ranges: FOYER_TRUST_PROXY=10.0.0.5 or 172.28.0.0/16 (true is allowed only with FOYER_DEV=1)',
    )
  }
  const database = databaseConfigFromEnv(env)
  const context = { env, devMode: vars.FOYER_DEV, database, redisUrl: vars.REDIS_URL || undefined }
  const modulesConfig = serverModules.map((module: AnyServerModule) => module.env?.read(parsed.data, context) ?? {})
  return Object.assign(
    {
      host: vars.FOYER_HOST,
      port: vars.FOYER_PORT,
      publicUrl: vars.FOYER_PUBLIC_URL,
      logLevel: vars.FOYER_LOG_LEVEL,
      trustProxy: vars.FOYER_TRUST_PROXY,
      connections: {
        headersTimeoutMs: vars.FOYER_HEADERS_TIMEOUT_MS,
        requestTimeoutMs: vars.FOYER_REQUEST_TIMEOUT_MS,
        keepAliveTimeoutMs: vars.FOYER_KEEP_ALIVE_TIMEOUT_MS,
        maxPerIp: vars.FOYER_MAX_CONNECTIONS_PER_IP,
      },
      database,
      devMode: vars.FOYER_DEV,
    },
    ...modulesConfig,
    ...Object.entries(sources).map(([configKey, read]) => read && { [configKey]: read(chainsSourceFromEnv(vars, env, repoRoot)) }),
  ) as ServerConfig
}
