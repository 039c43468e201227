/** The embedded wallet's logins a server serves (`apps/server/src/auth/loginMethodsRoute.ts`). */
import * as z from 'zod/mini'
import { SOCIAL_PROVIDERS } from '../options.ts'
import type { ApiRoute } from './apiRoute.ts'

export const LOGIN_METHODS_ROUTES = {
  loginMethods: {
    method: 'GET',
    path: '/v1/login-methods',
    response: z.object({
      email: z.boolean().check(z.describe('A mail server (or, in dev mode, the dev sink) sends login codes')),
      socials: z.array(z.enum(SOCIAL_PROVIDERS)).check(z.describe('The social logins it serves, in the modal’s order')),
    }),
  },
} as const satisfies Record<string, ApiRoute>
