import type { FindProject } from './projectLookup.ts'
import type { NewProject } from './projectRepository.ts'

/**
 * The project a fresh dev server has, so the first run needs no setup: the demo (`npm start`) and
 * the e2e tests use it. It allows the demo's origins; in dev mode (FOYER_DEV=1) also any
 * loopback origin, whatever its port. It exists only in dev mode: its id is public, and anyone
 * could use the operator's RPC proxy and balance API through it.
 */
export const DEV_PROJECT: NewProject = {
  id: 'foyer-dev',
  name: 'Foyer development',
  allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
}

const LOOPBACK_HTTP_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/

/** `http://127.0.0.1:<any port>` or `http://localhost:<any port>`. */
export function isLoopbackHttpOrigin(origin: string): boolean {
  return LOOPBACK_HTTP_ORIGIN.test(origin)
}

/** The project lookup every route uses: without the dev project, its id finds nothing, whatever the database still holds. */
export function usableProjects(find: FindProject, devProject: boolean): FindProject {
  if (devProject) return find
  return async (id) => (id === DEV_PROJECT.id ? undefined : find(id))
}
