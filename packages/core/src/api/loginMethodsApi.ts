import * as z from 'zod/mini'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../options.ts'
import { LOGIN_METHODS_ROUTES } from '../protocol/loginMethodsRoutes.ts'
import type { HttpClient } from './http.ts'

const { loginMethods } = LOGIN_METHODS_ROUTES

/** The embedded wallet's logins a Foyer server serves (`GET /v1/login-methods`). */
export interface LoginMethods {
  email: boolean
  socials: readonly SocialProvider[]
}

// A newer server may name a provider this client does not know: read as any string, left out below.
const loginMethodsSchema = z.extend(loginMethods.response, { socials: z.array(z.string()) })

/** Asks the server which logins it serves; a provider this client does not know is left out. */
export async function fetchLoginMethods(http: HttpClient): Promise<LoginMethods> {
  const answer = loginMethodsSchema.parse(await http.get(loginMethods.path))
  return { email: answer.email, socials: SOCIAL_PROVIDERS.filter((provider) => answer.socials.includes(provider)) }
}
