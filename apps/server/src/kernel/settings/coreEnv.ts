import { z } from 'zod'
import { parseTrustProxyVariable } from '../http/trustProxySetting.ts'
import type { EnvDocs } from '../serverModule.ts'
import { LOG_LEVELS } from './coreSettings.ts'
import { onOffVariable, positiveWholeNumber } from './envVariables.ts'

/** The environment variables of the core settings and of the chains source, checked with every module's (config.ts). */
export const coreEnvVariables = {
  FOYER_PORT: z.string().regex(/^\d+$/, 'must be a port number').default('4400').transform(Number).pipe(z.number().max(65535)),
  FOYER_HOST: z.string().min(1).default('127.0.0.1'),
  FOYER_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://foyer.example.com' }).optional(),
  FOYER_CHAINS_FILE: z.string().optional(),
  FOYER_DEVNET_FILE: z.string().min(1).default('.foyer/devnet.json'),
  FOYER_LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .or(z.literal(''))
    .optional(),
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

export const coreEnvAbout: EnvDocs<typeof coreEnvVariables> = {
  FOYER_PORT: { default: '`4400`', meaning: 'port to listen on' },
  FOYER_HOST: { default: '`127.0.0.1`', meaning: 'interface to listen on' },
  FOYER_PUBLIC_URL: {
    default: 'required outside dev mode, unless listening on loopback only (then the listening address)',
    meaning: "this server's origin as browsers reach it: mailed links, OAuth redirects, image URLs and the frame origin are built on it, never on a request's `Host`",
  },
  FOYER_CHAINS_FILE: {
    default: 'none',
    meaning:
      'the chains to serve: RPC URLs (primary, then fallbacks), explorer, tokens, price source (`docs/chains.md`, `chains.example.json`); `${NAME}` in its RPC URLs and CoinGecko apiKey is filled from the environment; takes precedence over `FOYER_DEVNET_FILE`',
  },
  FOYER_DEVNET_FILE: {
    default: '`<repo>/.foyer/devnet.json`',
    meaning: 'without `FOYER_CHAINS_FILE`: the chains to serve as the devnet CLI writes them, with fixed dev prices; with neither file there the server refuses to start and says how to provide one',
  },
  FOYER_LOG_LEVEL: { default: '`info`', meaning: 'pino level (`fatal`, `error`, `warn`, `info`, `debug`, `trace`); `silent` turns logs off' },
  REDIS_URL: {
    default: 'none',
    meaning: "`redis://…` or `rediss://…`: rate-limit counts, the relay's mailboxes and fan-out in this Redis, shared by every process; in memory without it",
  },
  FOYER_TRUST_PROXY: {
    default: '`false`',
    meaning: "the proxies' addresses or CIDR ranges, comma-separated, whose X-Forwarded-For is believed so per-IP limits see the client (`true` only with `FOYER_DEV=1`)",
  },
  FOYER_HEADERS_TIMEOUT_MS: { default: '`10000`', meaning: "time to receive a request's head" },
  FOYER_REQUEST_TIMEOUT_MS: { default: '`30000`', meaning: 'time to receive a whole request' },
  FOYER_KEEP_ALIVE_TIMEOUT_MS: { default: '`72000`', meaning: 'time an idle keep-alive connection stays open' },
  FOYER_MAX_CONNECTIONS_PER_IP: { default: '`1000`', meaning: "connections open at once per IP address (a trusted proxy's are not counted)" },
  DATABASE_URL: { default: 'none', meaning: '`postgres://…`: PostgreSQL 15+ for projects, analytics, activity and the embedded wallet; migrated at start' },
  FOYER_DATA_DIR: { default: '`<repo>/.foyer/data`', meaning: "without `DATABASE_URL`: the embedded PGlite's folder, locked for one process" },
  FOYER_DEV: {
    default: 'off',
    meaning:
      '`1` or `true`: the dev project `foyer-dev` exists and accepts any loopback origin (`npm start`, e2e), `/metrics` is open and `FOYER_TRUST_PROXY=true` is allowed; never in production (there the dev project does not exist)',
  },
}
