import * as v from 'valibot'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../options.ts'
import type { HttpClient } from './http.ts'

/** The embedded wallet's logins a Foyer server serves (`GET /v1/login-methods`). */
export interface LoginMethods {
  email: boolean
  socials: readonly SocialProvider[]
}

/** `LOGIN_METHODS_ROUTES.loginMethods.path` (protocol/loginMethodsRoutes.ts), spelled here: see below. */
export const LOGIN_METHODS_PATH = '/v1/login-methods'

/**
 * The answer as `LOGIN_METHODS_ROUTES.loginMethods.response` describes it, read with valibot rather
 * than with the protocol's zod/mini schema: the Connect view asks for the logins while the page is
 * idle, and zod's parser would add 11 KB gzip to what a page loads before its first click (valibot
 * already came with it, for the options). test/api/loginMethodsApi.test.ts holds the two readers to
 * one verdict. A newer server may name a provider this client does not know: read as any string,
 * left out below.
 */
export const loginMethodsAnswer = v.object({ email: v.boolean(), socials: v.array(v.string()) })

/** Asks the server which logins it serves; a provider this client does not know is left out. */
export async function fetchLoginMethods(http: HttpClient): Promise<LoginMethods> {
  const answer = v.parse(loginMethodsAnswer, await http.get(LOGIN_METHODS_PATH))
  return { email: answer.email, socials: SOCIAL_PROVIDERS.filter((provider) => answer.socials.includes(provider)) }
}
