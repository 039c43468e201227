import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import { ProjectAccessError } from '../../projects/projectGuard.ts'

const FRAME_HINT = 'served by this server at /auth-frame/, or at FOYER_AUTH_FRAME_URL'

/**
 * A `frame` route (its `access`, declared in defineRoute) is called by a page of this server, the
 * embedded wallet's frame, not by the project's pages: a browser Origin there must be the frame's,
 * and the project's allow-list does not apply (the frame checks its embedding page against it
 * instead). The check is a hook of those routes only, added as each is registered; route hooks run
 * after the application's, so the project guard names a bad projectId first.
 */
export function installFrameOnlyGuard(app: FastifyInstance, isFrameOrigin: (origin: string) => boolean): void {
  const guard: onRequestHookHandler = (request, _reply, done) => {
    const origin = request.headers.origin
    if (origin === undefined || request.method === 'OPTIONS' || isFrameOrigin(origin)) {
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
  }
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'frame') return
    const hooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]
    route.onRequest = [...hooks, guard]
  })
}
