import * as v from 'valibot'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../options.ts'
import type { HttpClient } from './http.ts'

/** The embedded wallet's logins a Foyer server serves (`GET /v1/login-methods`). */
export interface LoginMethods {
  email: boolean
  socials: readonly SocialProvider[]
}

const loginMethodsSchema = v.object({ email: v.boolean(), socials: v.array(v.string()) })

/** Asks the server which logins it serves; a provider this client does not know is left out. */
export async function fetchLoginMethods(http: HttpClient): Promise<LoginMethods> {
  const answer = v.parse(loginMethodsSchema, await http.get('/v1/login-methods'))
  return { email: answer.email, socials: SOCIAL_PROVIDERS.filter((provider) => answer.socials.includes(provider)) }
}
