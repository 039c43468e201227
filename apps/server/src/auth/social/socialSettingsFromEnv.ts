import { OAUTH_PROVIDERS, type OAuthProvider } from '@foyer/auth-frame/protocol'
import { describeIssues } from '../../kernel/http/describeIssues.ts'
import { ConfigError } from '../../kernel/settings/configError.ts'
import { PROVIDER_DEFAULTS, providerSettingsSchema, type SocialSettings } from './providerSettings.ts'

/** The variables each provider reads, after `FOYER_OAUTH_<PROVIDER>_`, and the setting each overrides. */
const VARIABLES = {
  CLIENT_ID: 'clientId',
  CLIENT_SECRET: 'clientSecret',
  AUTHORIZATION_URL: 'authorizationEndpoint',
  TOKEN_URL: 'tokenEndpoint',
  USERINFO_URL: 'userinfoEndpoint',
  JWKS_URL: 'jwksUri',
  ISSUER: 'issuer',
} as const

/**
 * The social providers configured in the environment: `FOYER_OAUTH_<PROVIDER>_CLIENT_ID` turns one on
 * (GOOGLE, APPLE, GITHUB, DISCORD, X, FACEBOOK), `_CLIENT_SECRET` is its secret, and `_AUTHORIZATION_URL`,
 * `_TOKEN_URL`, `_USERINFO_URL`, `_JWKS_URL`, `_ISSUER` replace the real endpoints. A provider without
 * a client id is off. Outside dev mode every endpoint must be https. Throws one ConfigError naming
 * every problem.
 */
export function socialSettingsFromEnv(env: NodeJS.ProcessEnv, { devMode }: { devMode: boolean }): SocialSettings {
  const settings: SocialSettings = {}
  const problems: string[] = []
  for (const provider of OAUTH_PROVIDERS) {
    const prefix = `FOYER_OAUTH_${provider.toUpperCase()}_`
    const given = readVariables(env, prefix)
    if (given.clientId === undefined) {
      const stray = Object.keys(VARIABLES).filter((name) => env[prefix + name])
      if (stray.length > 0) problems.push(`${stray.map((name) => prefix + name).join(', ')} set without ${prefix}CLIENT_ID`)
      continue
    }
    const parsed = providerSettingsSchema.safeParse({ ...PROVIDER_DEFAULTS[provider], ...given }, { reportInput: true })
    if (!parsed.success) {
      problems.push(`${prefix}*: ${describeIssues(parsed.error.issues)}`)
      continue
    }
    const insecure = devMode ? [] : insecureEndpoints(parsed.data)
    if (insecure.length > 0) {
      problems.push(`${prefix}*: ${insecure.join(', ')} must be https outside dev mode`)
      continue
    }
    settings[provider] = parsed.data
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment: ${problems.join('; ')}`)
  return settings
}

/** Whether any provider is configured: in dev mode, none means the local OpenID provider stands in for all. */
export function hasSocialProviders(settings: SocialSettings): boolean {
  return Object.keys(settings).length > 0
}

function readVariables(env: NodeJS.ProcessEnv, prefix: string): Partial<Record<(typeof VARIABLES)[keyof typeof VARIABLES], string>> {
  const values: Partial<Record<(typeof VARIABLES)[keyof typeof VARIABLES], string>> = {}
  for (const [name, key] of Object.entries(VARIABLES) as [keyof typeof VARIABLES, (typeof VARIABLES)[keyof typeof VARIABLES]][]) {
    const value = env[prefix + name]?.trim()
    if (value) values[key] = value
  }
  return values
}

function insecureEndpoints(settings: SocialSettings[OAuthProvider] & object): string[] {
  const endpoints = {
    authorizationEndpoint: settings.authorizationEndpoint,
    tokenEndpoint: settings.tokenEndpoint,
    userinfoEndpoint: settings.userinfoEndpoint,
    jwksUri: settings.jwksUri,
  }
  return Object.entries(endpoints)
    .filter(([, url]) => url !== undefined && !url.startsWith('https://'))
    .map(([key]) => key)
}
