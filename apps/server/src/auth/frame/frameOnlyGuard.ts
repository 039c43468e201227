import type { FastifyInstance } from 'fastify'
import { ProjectAccessError } from '../../projects/projectGuard.ts'

const FRAME_HINT = 'served by this server at /auth-frame/, or at FOYER_AUTH_FRAME_URL'

/**
 * A `frame` route (its `access`, declared in defineRoute) is called by a page of this server, the
 * embedded wallet's frame, not by the project's pages: a browser Origin there must be the frame's,
 * and the project's allow-list does not apply (the frame checks its embedding page against it
 * instead). Installed after the project guard, so a bad projectId is named first.
 */
export function installFrameOnlyGuard(app: FastifyInstance, isFrameOrigin: (origin: string) => boolean): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin
    if (origin === undefined || request.method === 'OPTIONS' || request.routeOptions.config.access !== 'frame' || isFrameOrigin(origin)) {
      done()
      return
    }
    done(
      new ProjectAccessError(
        403,
        `Unauthorized: origin not allowed: ${request.routeOptions.url} answers only the embedded wallet's frame (${FRAME_HINT}), not ${origin.slice(0, 100)}`,
        'INVALID_APP_CONFIGURATION',
      ),
    )
  })
}
