import { errorCodes, type FastifyInstance } from 'fastify'
import { SOCIAL_CALLBACK_PATH } from './socialRequest.ts'

/**
 * Lets the social callback take a form post (Apple's response_mode=form_post). Only that route:
 * every other route still refuses form bodies, so a page elsewhere cannot reach them with a
 * preflight-free form submission.
 */
export function acceptProviderFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    if (request.routeOptions.url !== SOCIAL_CALLBACK_PATH) {
      // Fastify's own 415, so each route answers it as it answers any other unsupported type.
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined)
      return
    }
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
}
