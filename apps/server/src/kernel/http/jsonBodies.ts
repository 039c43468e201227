import type { FastifyInstance } from 'fastify'
import { HttpError } from './httpError.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeepMessage } from './jsonDepth.ts'

/** A JSON body nested deeper than MAX_JSON_DEPTH: the caller's mistake, refused before parsing. */
export class JsonBodyTooDeepError extends HttpError {
  readonly code = 'FOYER_JSON_BODY_TOO_DEEP'

  constructor() {
    super(400, tooDeepMessage('body'))
  }
}

/**
 * Every JSON body the server accepts, on every route: Fastify's own parser (its errors, its
 * prototype-poisoning refusal, the body limit) behind a depth check, so no body can nest deep
 * enough to overflow the stack of a JSON.stringify or a recursive walk (a 500) later on.
 * Installed before any route or plugin scope, which copy the parsers they start with.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning)
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new JsonBodyTooDeepError(), undefined)
      return
    }
    parseJson(request, body as string, done)
  })
}
