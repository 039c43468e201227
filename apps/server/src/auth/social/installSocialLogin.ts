import type { FastifyInstance } from 'fastify'
import type { AnyRoute } from '../../kernel/http/defineRoute.ts'
import type { PublicOrigin } from '../../kernel/http/publicOrigin.ts'
import { OAUTH_PROVIDERS } from '@foyer/auth-frame/protocol'
import type { AuthDeps } from '../authDeps.ts'
import { LOGIN_SOCIALS, type LoginSocial } from '../loginMethodsRoute.ts'
import { farcasterRoutes } from '../farcaster/farcasterRoutes.ts'
import { farcasterSettingsSchema, type FarcasterConfig } from '../farcaster/farcasterSettings.ts'
import type { SocialSettings } from './providerSettings.ts'
import { hasSocialProviders } from './socialSettingsFromEnv.ts'
import { socialRoutes } from './socialRoutes.ts'

export interface SocialLoginOptions {
  auth: AuthDeps
  /** ServerConfig's `social`: the enabled OAuth providers. */
  social: SocialSettings | undefined
  /** ServerConfig's `farcaster`; `relayUrl` may be left out in dev mode. */
  farcaster: FarcasterConfig | undefined
  devMode: boolean
  /** This server's origin from configuration: the OAuth redirect URI's and Farcaster's domain. */
  publicOrigin: PublicOrigin
}

/**
 * Social and Farcaster login on a server: their routes (Apple's callback takes a form post), and
 * in dev mode the local stand-ins — the six providers, each in its own wire format (Google an OpenID
 * provider, GitHub, Discord, X, Facebook and Apple their own token and user answers) when none is
 * configured, a Farcaster relay when no relay URL is — started here and closed with the server.
 */
export async function installSocialLogin(app: FastifyInstance, options: SocialLoginOptions): Promise<{ routes: AnyRoute[]; socials: LoginSocial[] }> {
  let social = options.social ?? {}
  let farcaster = options.farcaster
  if (options.devMode && !hasSocialProviders(social)) {
    // Loaded only here: production never needs oidc-provider and its Koa stack.
    const { devSocialSettings, startDevOidcProvider } = await import('../../dev/oidcProvider.ts')
    const provider = await startDevOidcProvider()
    app.addHook('onClose', () => provider.close())
    app.log.info(`social login: every provider is a dev stand-in at ${provider.issuerUrl}, each in its own wire format (any login name works)`)
    social = devSocialSettings(provider.issuerUrl)
  }
  if (options.devMode && !farcaster?.relayUrl) {
    const { startDevFarcasterRelay } = await import('../../dev/farcasterRelay.ts')
    const relay = await startDevFarcasterRelay()
    app.addHook('onClose', () => relay.close())
    app.log.info(`farcaster login: the dev stand-in relay at ${relay.url}`)
    farcaster = { ...farcaster, relayUrl: relay.url }
  }
  const common = { auth: options.auth, devMode: options.devMode, publicOrigin: options.publicOrigin }
  const farcasterLogin = farcasterRoutes({ ...common, settings: farcaster?.relayUrl ? farcasterSettingsSchema.parse(farcaster) : undefined })
  const socials: LoginSocial[] = [...OAUTH_PROVIDERS.filter((provider) => social[provider]), ...(farcasterLogin.enabled ? (['farcaster'] as const) : [])]
  const off = LOGIN_SOCIALS.filter((provider) => !socials.includes(provider))
  if (off.length > 0) app.log.info(`social login: ${off.join(', ')} off (not configured: FOYER_OAUTH_<PROVIDER>_CLIENT_ID, FOYER_FARCASTER_OPTIMISM_RPC_URL); the modal does not offer them`)
  return { routes: [...socialRoutes({ ...common, settings: social }), ...farcasterLogin.routes], socials }
}
