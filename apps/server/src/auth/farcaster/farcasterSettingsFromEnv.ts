import { describeIssues } from '../../kernel/http/describeIssues.ts'
import { ConfigError } from '../../kernel/settings/configError.ts'
import { FARCASTER_RELAY_URL, farcasterConfigSchema, type FarcasterConfig } from './farcasterSettings.ts'

/**
 * Farcaster login from the environment: FOYER_FARCASTER_RELAY_URL (Farcaster's relay),
 * FOYER_FARCASTER_OPTIMISM_RPC_URL, FOYER_FARCASTER_DOMAIN. Outside dev mode it is on only with an
 * Optimism RPC URL (undefined otherwise); in dev mode it is always on, and `relayUrl` is left out
 * when none is given so the server starts its local stand-in relay.
 */
export function farcasterSettingsFromEnv(env: NodeJS.ProcessEnv, { devMode }: { devMode: boolean }): FarcasterConfig | undefined {
  const relayUrl = env.FOYER_FARCASTER_RELAY_URL?.trim() || undefined
  const optimismRpcUrl = env.FOYER_FARCASTER_OPTIMISM_RPC_URL?.trim() || undefined
  const domain = env.FOYER_FARCASTER_DOMAIN?.trim() || undefined
  if (!devMode && !optimismRpcUrl) {
    if (relayUrl || domain) throw new ConfigError('Invalid environment: FOYER_FARCASTER_OPTIMISM_RPC_URL is required for Farcaster login outside dev mode')
    return undefined
  }
  const given = { relayUrl: relayUrl ?? (devMode ? undefined : FARCASTER_RELAY_URL), optimismRpcUrl, domain }
  const parsed = farcasterConfigSchema.safeParse(given, { reportInput: true })
  if (!parsed.success) throw new ConfigError(`Invalid environment: FOYER_FARCASTER_*: ${describeIssues(parsed.error.issues)}`)
  return given
}
