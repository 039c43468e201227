import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../http/httpError.ts'
import { SOCIAL_CALLBACK_PATH } from './socialRequest.ts'

/**
 * Lets the social callback take a form post (Apple's response_mode=form_post). Only that route:
 * every other route still refuses form bodies, so a page elsewhere cannot reach them with a
 * preflight-free form submission.
 */
export function acceptProviderFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    if (request.routeOptions.url !== SOCIAL_CALLBACK_PATH) {
      done(new HttpError(415, `Unsupported Media Type: application/x-www-form-urlencoded is only taken at ${SOCIAL_CALLBACK_PATH}`), undefined)
      return
    }
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
}
