import type { LoginMethods } from '../api/loginMethodsApi.ts'
import type { FoyerContext } from '../context.ts'
import type { Features, SocialProvider } from '../options.ts'
import type { LoginMethodsState } from './authStore.ts'
import { createLog } from '../log.ts'

/**
 * Asks the server which of the embedded wallet's logins it serves, once per page (again after a
 * failure, when the Connect view next asks). A login the host turned on but the server cannot serve
 * is hidden from visitors and named to the developer in the console, with what the server lacks.
 */
export function loadLoginMethods(ctx: FoyerContext): Promise<void> {
  if (ctx.auth.get().loginMethods.status === 'known') return Promise.resolve()
  // Without a Foyer server there is no embedded wallet: no login is offered, and none is asked for.
  const server = ctx.server
  if (!server) {
    ctx.auth.setLoginMethods({ status: 'known', methods: { email: false, socials: [] } })
    return Promise.resolve()
  }
  ctx.cache.loginMethods ??= server
    .loginMethods()
    .then((methods) => {
      ctx.auth.setLoginMethods({ status: 'known', methods })
      warnAboutHiddenLogins(ctx, methods)
    })
    .catch(() => {
      ctx.auth.setLoginMethods({ status: 'unavailable' })
    })
    .finally(() => {
      ctx.cache.loginMethods = undefined
    })
  return ctx.cache.loginMethods
}

/** The logins the Connect view offers: the host's features, less what the server does not serve (none until it has said). */
export function offeredLogins(features: Pick<Features, 'email' | 'socials'>, state: LoginMethodsState): { email: boolean; socials: SocialProvider[] } {
  if (state.status !== 'known') return { email: false, socials: [] }
  const { methods } = state
  return {
    email: features.email && methods.email,
    socials: features.socials ? features.socials.filter((provider) => methods.socials.includes(provider)) : [],
  }
}

function warnAboutHiddenLogins(ctx: FoyerContext, methods: LoginMethods): void {
  const { features, apiUrl } = ctx.options
  if (features.email && !methods.email) {
    createLog(ctx.options).warn(`Foyer: email login is on (features.email) but the server at ${apiUrl} cannot send login mail (set FOYER_SMTP_URL there); the modal hides it.`)
  }
  const missing = features.socials ? features.socials.filter((provider) => !methods.socials.includes(provider)) : []
  if (missing.length > 0) {
    createLog(ctx.options).warn(
      `Foyer: ${missing.join(', ')} login is on (features.socials) but the server at ${apiUrl} has no provider configured for it (FOYER_OAUTH_<PROVIDER>_*, FOYER_FARCASTER_*); the modal hides it.`,
    )
  }
}
