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

export interface ProjectGuardOptions {
  findProject: FindProject
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
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || request.routeOptions.url === undefined) return
    const access = request.routeOptions.config.access ?? 'project'
    if (access === 'public') return
    const project = await requestProject(request, findProject)
    const origin = request.headers.origin
    if (access === 'project' && origin !== undefined && !isOriginAllowed(project, origin, devMode)) {
      throw new ProjectAccessError(403, 'Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION')
    }
    request.project = project
  })
}

/** The project of a guarded route's request; a route outside the guard asking for one is a bug. */
export function projectOf(request: FastifyRequest): Project {
  if (!request.project) throw new Error(`The project guard did not run for ${request.method} ${request.routeOptions.url}`)
  return request.project
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
