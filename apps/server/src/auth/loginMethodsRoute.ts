import { SOCIAL_PROVIDERS, type SocialProvider } from '@foyer/core'
import { LOGIN_METHODS_ROUTES } from '@foyer/core/protocol'
import { defineRoute } from '../kernel/http/defineRoute.ts'

/** The providers of the modal's social row (spec §1), as the modal lists them: the six OAuth ones and Farcaster. */
export const LOGIN_SOCIALS = SOCIAL_PROVIDERS
export type LoginSocial = SocialProvider

/** What this server can sign a visitor in with. */
export interface LoginMethods {
  /** A mail server (FOYER_SMTP_URL) or, in dev mode, the dev sink. */
  email: boolean
  socials: LoginSocial[]
}

/**
 * GET /v1/login-methods: the embedded wallet's logins this server can serve, so the modal shows only
 * those (a host may turn on all seven; an operator configures the ones it has accounts for). What is
 * missing and how to configure it goes to the server's log at start, never to visitors.
 */
export function loginMethodsRoute(methods: LoginMethods) {
  const answer = { email: methods.email, socials: LOGIN_SOCIALS.filter((social) => methods.socials.includes(social)) }
  return defineRoute({
    method: 'GET',
    url: LOGIN_METHODS_ROUTES.loginMethods.path,
    access: 'project',
    summary: "The embedded wallet's logins this server serves: email, and which social providers",
    tags: ['auth'],
    response: LOGIN_METHODS_ROUTES.loginMethods.response,
    handler: async () => answer,
  })
}
