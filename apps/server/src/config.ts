import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { readDevnetChains } from './devnetChains.ts'
import { describeIssues } from './http/describeIssues.ts'
import { ConfigError, LOG_LEVELS, parseServerConfig, type ParsedServerConfig } from './serverConfig.ts'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * The environment the server reads. Every variable is optional:
 * FOYER_PORT (4400), FOYER_HOST (127.0.0.1), FOYER_PUBLIC_URL (absolute origin for image URLs;
 * default: each request's own origin), FOYER_DEVNET_FILE (<repo>/.foyer/devnet.json, relative
 * paths from the repo root: the chains to serve), FOYER_LOG_LEVEL (info), FOYER_ENS_RPC_URL (none).
 */
const envSchema = z.object({
  FOYER_PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .default('4400')
    .transform(Number)
    .pipe(z.number().max(65535)),
  FOYER_HOST: z.string().min(1).default('127.0.0.1'),
  FOYER_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://foyer.example.com' }).optional(),
  FOYER_DEVNET_FILE: z.string().min(1).default('.foyer/devnet.json'),
  FOYER_LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  FOYER_ENS_RPC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of an Ethereum mainnet RPC node' }).optional(),
})

/** Builds and validates the server config from environment variables, or throws a ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ParsedServerConfig {
  const parsed = envSchema.safeParse(env, { reportInput: true })
  if (!parsed.success) throw new ConfigError(`Invalid environment: ${describeIssues(parsed.error.issues)}`)
  const vars = parsed.data
  return parseServerConfig(
    {
      host: vars.FOYER_HOST,
      port: vars.FOYER_PORT,
      publicUrl: vars.FOYER_PUBLIC_URL,
      logLevel: vars.FOYER_LOG_LEVEL,
      ensRpcUrl: vars.FOYER_ENS_RPC_URL,
      chains: readDevnetChains(resolve(repoRoot, vars.FOYER_DEVNET_FILE)),
    },
    'environment',
  )
}
