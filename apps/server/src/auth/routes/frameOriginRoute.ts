import { z } from 'zod'
import { defineRoute } from '../../kernel/http/defineRoute.ts'
import { isOriginAllowed } from '../../projects/originPolicy.ts'
import { projectOf } from '../../projects/projectGuard.ts'
import { AUTH_ERRORS, AUTH_TAGS, authQuery, authUrl } from './authRoute.ts'

/** GET /auth/v1/frame/origin-check: whether the page embedding the frame is on the project's allow-list (the frame asks before it says READY). */
export function frameOriginRoute(devMode: boolean) {
  return defineRoute({
    method: 'GET',
    url: authUrl('/frame/origin-check'),
    access: 'frame',
    summary: "Whether an origin may embed the project's frame (its allow-list; dev mode: loopback for the dev project)",
    tags: AUTH_TAGS,
    querystring: z.strictObject({
      ...authQuery.shape,
      origin: z
        .string()
        .max(2048)
        .regex(/^https?:\/\/[^/?#\s]+$/, 'must be a web origin like https://app.example.com'),
    }),
    response: z.strictObject({ allowed: z.boolean() }),
    errors: AUTH_ERRORS,
    handler: async ({ query }, request) => ({ allowed: isOriginAllowed(projectOf(request), query.origin, devMode) }),
  })
}
