import { errorCodes, type FastifyInstance } from 'fastify'
import type { AnyRoute } from './defineRoute.ts'

const FORM = 'application/x-www-form-urlencoded'
/** A form post is a few fields (a token, a provider's code and state). */
const FORM_BODY_LIMIT = 64 * 1024

/**
 * Form bodies, for the routes that declare `consumes: 'application/x-www-form-urlencoded'` (a
 * provider's form post, the device approval page's button) and no other: every other route
 * still refuses them, so a page elsewhere cannot reach it with a preflight-free form submission.
 */
export function acceptFormBodies(app: FastifyInstance, routes: readonly AnyRoute[]): void {
  const formRoutes = new Set(routes.filter((route) => route.consumes === FORM).map((route) => `${route.method} ${route.url}`))
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (request, body, done) => {
    if (!formRoutes.has(`${request.method} ${request.routeOptions.url}`)) {
      // Fastify's own 415, so each route answers it as it answers any other unsupported type.
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined)
      return
    }
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
}
