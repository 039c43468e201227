import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { FRAME_PATH } from '@foyer/auth-frame/protocol'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../kernel/http/httpError.ts'
import { DEV_PROJECT } from '../../projects/devProject.ts'
import { projectIdSchema } from '../../projects/projectFields.ts'
import type { FindProject } from '../../projects/projectLookup.ts'
import { ProjectAccessError } from '../../projects/projectGuard.ts'
import type { Project } from '../../projects/projectsTable.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

export interface FrameOptions {
  frameDir: string
  findProject: FindProject
  devMode: boolean
}

/**
 * Serves the embedded wallet's frame at /auth-frame/ from its build folder. index.html names the
 * pages that may embed it (CSP frame-ancestors: the project's allow-list; dev mode adds loopback
 * origins for the dev project) and is never cached; the hashed assets are cached for good.
 * These are files, not API routes: they stay out of /openapi.json, and are public to the project
 * guard (the assets carry no projectId; index.html checks its own).
 */
export function serveFrame(app: FastifyInstance, options: FrameOptions): void {
  const root = resolve(options.frameDir)
  const files = { config: { access: 'public' as const } }

  app.get(FRAME_PATH.slice(0, -1), files, (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
    return reply.redirect(FRAME_PATH + query, 301)
  })

  app.get(FRAME_PATH, files, async (request, reply) => {
    const project = await frameProject(request, options.findProject)
    const html = await readFrameFile(root, 'index.html')
    return reply
      .header('content-type', CONTENT_TYPES['.html'])
      .header('content-security-policy', frameContentSecurityPolicy(project, options.devMode))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(html)
  })

  app.get(`${FRAME_PATH}*`, files, async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const relative = request.params['*']
    const path = resolve(root, relative)
    if (!path.startsWith(root + sep) || relative.includes('\0')) throw new HttpError(404, `There is no frame file ${relative.slice(0, 100)}`)
    const body = await readFrameFile(root, relative)
    const immutable = relative.startsWith('assets/')
    return reply
      .header('content-type', CONTENT_TYPES[extname(path)] ?? 'application/octet-stream')
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(body)
  })
}

/**
 * The frame page's Content-Security-Policy. It runs only its own built scripts and styles and talks
 * only to this server (the auth API and the RPC path, both at its own origin: authApiClient.ts);
 * the approval screen shows the asking dapp's icon, an https: or data:image URL (approvalApp.ts;
 * a dev dapp's may be plain http). No plugins, no <base>, no form posts; embedded only by the
 * project's origins.
 */
export function frameContentSecurityPolicy(project: Project, devMode: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' https: data:${devMode ? ' http:' : ''}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors(project, devMode)}`,
  ].join('; ')
}

/** The origins a project's frame may be embedded by, as a CSP source list. */
export function frameAncestors(project: Project, devMode: boolean): string {
  const origins = project.allowedOrigins.filter((origin) => /^https?:\/\/[^\s;,'"]+$/.test(origin))
  if (devMode && project.id === DEV_PROJECT.id) origins.push('http://127.0.0.1:*', 'http://localhost:*')
  return origins.length > 0 ? origins.join(' ') : "'none'"
}

async function frameProject(request: FastifyRequest, findProject: FindProject): Promise<Project> {
  const { projectId } = request.query as { projectId?: unknown }
  if (typeof projectId !== 'string' || projectId === '') {
    throw new ProjectAccessError(400, 'querystring.projectId is required: the frame is loaded as /auth-frame/?projectId=<your project id>', 'PROJECT_ID_NOT_CONFIGURED')
  }
  const id = projectIdSchema.safeParse(projectId)
  const project = id.success ? await findProject(id.data) : undefined
  if (!project) throw new ProjectAccessError(401, `Unauthorized: invalid projectId "${projectId.slice(0, 64)}"; this server has no such project`, 'INVALID_PROJECT_ID')
  return project
}

async function readFrameFile(root: string, relative: string): Promise<Buffer> {
  const rootExists = await stat(root).then(
    (entry) => entry.isDirectory(),
    () => false,
  )
  if (!rootExists) {
    throw new HttpError(503, `The embedded wallet's frame is not built: ${root} does not exist. Build it with \`npm run build -w @foyer/auth-frame\`.`)
  }
  try {
    return await readFile(join(root, relative))
  } catch {
    throw new HttpError(404, `There is no frame file ${relative.slice(0, 100)}`)
  }
}
