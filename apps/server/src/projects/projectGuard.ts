import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { badRequest, HttpError } from '../http/httpError.ts'
import { isOriginAllowed } from './originPolicy.ts'
import { projectIdSchema } from './projectFields.ts'
import type { FindProject } from './projectLookup.ts'
import type { Project } from './projectsTable.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's project, set by the project guard on every route it guards; null elsewhere. */
    project: Project | null
  }
}

/** The alert keys of spec §8 a refused request carries as `code`, for the client to raise. */
export type ProjectErrorCode = 'PROJECT_ID_NOT_CONFIGURED' | 'INVALID_PROJECT_ID' | 'INVALID_APP_CONFIGURATION'

/** A request refused for its project or origin: `{ error, message, code }`. */
export class ProjectAccessError extends HttpError {
  constructor(
    statusCode: 400 | 401 | 403,
    message: string,
    readonly code: ProjectErrorCode,
  ) {
    super(statusCode, message)
    this.name = 'ProjectAccessError'
  }

  override get body() {
    return { ...super.body, code: this.code }
  }
}

/** What every client call sends in its query (spec §7): the project, the SDK type and version. */
export const projectQuerySchema = z.object({
  projectId: z.string().describe('The project id (`npm run foyer -- project list`)'),
  st: z.string().max(64).optional().describe('SDK type, e.g. "appkit"'),
  sv: z.string().max(64).optional().describe('SDK version, e.g. "react-1.7.3"'),
})

/** Route patterns that answer anyone: images (loaded by <img>, which sends no projectId) and operations. */
const UNGUARDED_ROUTES = ['/healthz', '/readyz', '/metrics', '/openapi.json']
const UNGUARDED_PREFIXES = ['/getWalletImage/', '/public/']

export interface ProjectGuardOptions {
  findProject: FindProject
  /** Dev mode lets the dev project be used from any loopback origin. */
  devMode: boolean
  /**
   * More route patterns left to anyone: exact, or every pattern below one ending in '/' (pages
   * reached by navigation without a projectId, like a login provider's callback, or files that
   * check their project themselves, like the auth frame's).
   */
  unguarded?: readonly string[]
  /**
   * Routes below `prefix` are called by a page of this server (the embedded wallet's frame), not
   * by the project's pages: a browser Origin there must be the frame's, and the project's
   * allow-list does not apply (the frame checks its embedding page against it instead).
   */
  frameOnly?: { prefix: string; isFrameOrigin(origin: string): boolean }
}

/**
 * Checks the projectId of every API request before its handler runs, and the browser's Origin
 * against the project's allow-list. Requests without an Origin (server to server) pass the
 * origin check. Preflights (OPTIONS) and unknown routes are left to CORS and the 404 handler.
 */
export function installProjectGuard(app: FastifyInstance, { findProject, devMode, unguarded = [], frameOnly }: ProjectGuardOptions): void {
  app.decorateRequest('project', null)
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url
    if (request.method === 'OPTIONS' || !isGuardedRoute(url, unguarded)) return
    const project = await requestProject(request, findProject)
    const origin = request.headers.origin
    if (origin !== undefined) {
      if (frameOnly && url!.startsWith(frameOnly.prefix)) {
        if (!frameOnly.isFrameOrigin(origin)) {
          throw new ProjectAccessError(
            403,
            `Unauthorized: origin not allowed: ${url} answers only the embedded wallet's frame (${FRAME_HINT}), not ${origin.slice(0, 100)}`,
            'INVALID_APP_CONFIGURATION',
          )
        }
      } else if (!isOriginAllowed(project, origin, devMode)) {
        throw new ProjectAccessError(403, 'Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION')
      }
    }
    request.project = project
  })
}

const FRAME_HINT = 'served by this server at /auth-frame/, or at FOYER_AUTH_FRAME_URL'

/** The project of a guarded route's request; a route outside the guard asking for one is a bug. */
export function projectOf(request: FastifyRequest): Project {
  if (!request.project) throw new Error(`The project guard did not run for ${request.method} ${request.routeOptions.url}`)
  return request.project
}

function isGuardedRoute(url: string | undefined, unguarded: readonly string[]): boolean {
  if (url === undefined) return false
  if (UNGUARDED_ROUTES.includes(url) || UNGUARDED_PREFIXES.some((prefix) => url.startsWith(prefix))) return false
  return !unguarded.some((pattern) => (pattern.endsWith('/') ? url.startsWith(pattern) : url === pattern))
}

async function requestProject(request: FastifyRequest, findProject: FindProject): Promise<Project> {
  const { projectId } = request.query as { projectId?: unknown }
  if (projectId === undefined || projectId === '') {
    throw new ProjectAccessError(
      400,
      'querystring.projectId is required: send your project id as the projectId query parameter (create one with `npm run foyer -- project create --origin <your app origin>`)',
      'PROJECT_ID_NOT_CONFIGURED',
    )
  }
  if (typeof projectId !== 'string') {
    throw badRequest('querystring.projectId must be given once')
  }
  const id = projectIdSchema.safeParse(projectId)
  const project = id.success ? await findProject(id.data).catch(databaseUnavailable) : undefined
  if (!project) {
    throw new ProjectAccessError(
      401,
      `Unauthorized: invalid projectId "${projectId.slice(0, 64)}"; this server has no such project (see \`npm run foyer -- project list\`)`,
      'INVALID_PROJECT_ID',
    )
  }
  return project
}

function databaseUnavailable(error: unknown): never {
  throw new HttpError(503, 'Projects cannot be looked up right now: the database does not answer; try again shortly.', {
    cause: error,
  })
}
