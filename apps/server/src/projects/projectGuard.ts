import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { badRequest, HttpError } from '../kernel/http/httpError.ts'
import { isOriginAllowed } from './originPolicy.ts'
import { projectIdSchema } from './projectFields.ts'
import type { CachedFindProject } from './projectLookup.ts'
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

export interface ProjectGuardOptions {
  findProject: CachedFindProject
  /** Dev mode lets the dev project be used from any loopback origin. */
  devMode: boolean
}

/**
 * Checks the projectId of every request to a `project` or `frame` route (its `access`, declared
 * in defineRoute) before its handler runs, and for a `project` route the browser's Origin against
 * the project's allow-list (a `frame` route's Origin is the frame-only guard's). Requests without
 * an Origin (server to server) pass the origin check. Preflights (OPTIONS) and unknown routes are
 * left to CORS and the 404 handler; `public` routes answer anyone.
 */
export function installProjectGuard(app: FastifyInstance, { findProject, devMode }: ProjectGuardOptions): void {
  app.decorateRequest('project', null)
  // A callback hook: a project already in the cache is checked at once, without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'OPTIONS' || request.routeOptions.url === undefined) return done()
    const access = request.routeOptions.config.access ?? 'project'
    if (access === 'public') return done()
    let project: Project | Promise<Project>
    try {
      project = requestProject(request, findProject)
    } catch (error) {
      return done(error as Error)
    }
    if (!(project instanceof Promise)) return done(admit(request, access, project, devMode))
    project.then(
      (found) => done(admit(request, access, found, devMode)),
      (error: Error) => done(error),
    )
  })
}

/** Lets a request with a known project in, unless its browser Origin is not on a `project` route's allow-list. */
function admit(request: FastifyRequest, access: 'project' | 'frame', project: Project, devMode: boolean): ProjectAccessError | undefined {
  const origin = request.headers.origin
  if (access === 'project' && origin !== undefined && !isOriginAllowed(project, origin, devMode)) {
    return new ProjectAccessError(403, 'Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION')
  }
  request.project = project
  return undefined
}

/** The project of a guarded route's request; a route outside the guard asking for one is a bug. */
export function projectOf(request: FastifyRequest): Project {
  if (!request.project) throw new Error(`The project guard did not run for ${request.method} ${request.routeOptions.url}`)
  return request.project
}

function requestProject(request: FastifyRequest, findProject: CachedFindProject): Project | Promise<Project> {
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
  // Only well-formed ids are ever cached, so a cached one needs no parse.
  const known = findProject.known(projectId)
  if (known) return knownProject(projectId, known.project)
  const id = projectIdSchema.safeParse(projectId)
  if (!id.success) return knownProject(projectId, undefined)
  return findProject(id.data).then((project) => knownProject(projectId, project), databaseUnavailable)
}

function knownProject(projectId: string, project: Project | undefined): Project {
  if (!project) {
    throw new ProjectAccessError(401, `Unauthorized: invalid projectId "${projectId.slice(0, 64)}"; this server has no such project (see \`npm run foyer -- project list\`)`, 'INVALID_PROJECT_ID')
  }
  return project
}

function databaseUnavailable(error: unknown): never {
  throw new HttpError(503, 'Projects cannot be looked up right now: the database does not answer; try again shortly.', {
    cause: error,
  })
}
