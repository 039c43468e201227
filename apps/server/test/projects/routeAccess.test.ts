import { beforeAll, describe, expect, it } from 'vitest'
import { useOpenApiDocument } from '../openApi/useOpenApiDocument.ts'

type Access = 'public' | 'project' | 'frame'
interface DocumentedRoute {
  method: string
  path: string
  access: Access
  security: unknown[]
}

const PROJECT_CODES = ['PROJECT_ID_NOT_CONFIGURED', 'INVALID_PROJECT_ID']
const FOREIGN_ORIGIN = 'https://elsewhere.example'

/** The alert key of a refusal: `code` of the `{ error, message, code }` body, or `error.data.code` of the JSON-RPC proxy's answer. */
function reasonOf(body: { code?: string; error?: { data?: { code?: string } } }): string | undefined {
  return body.code ?? body.error?.data?.code
}

/** Each route's declared access, as /openapi.json documents it, holds over HTTP: every route, every level. */
describe('route access (defineRoute `access`, read by the project and frame-only guards)', () => {
  // No chain needs to answer: the guards refuse before any handler runs.
  const openApi = useOpenApiDocument<{ 'x-foyer-access': Access; security: unknown[] }>()
  let routes: DocumentedRoute[]
  beforeAll(() => {
    routes = Object.entries(openApi.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        // Any value reaches the guards: they run before the route parses its input.
        path: path.replace(/\{[^}]+\}/g, 'x'),
        access: operation['x-foyer-access'],
        security: operation.security,
      })),
    )
  })

  const call = (route: DocumentedRoute, query: string, headers: Record<string, string> = {}) =>
    fetch(`${openApi.server.baseUrl}${route.path}${query}`, { method: route.method, headers, redirect: 'manual' }).then(async (response) => ({
      status: response.status,
      code: response.headers.get('content-type')?.startsWith('application/json') ? reasonOf(await response.json()) : undefined,
    }))
  const withAccess = (access: Access) => routes.filter((route) => route.access === access)

  it('every route declares one of the three levels, and the document says which need a projectId', () => {
    expect(withAccess('public').length + withAccess('project').length + withAccess('frame').length).toBe(routes.length)
    for (const access of ['public', 'project', 'frame'] as const) expect(withAccess(access).length, access).toBeGreaterThan(0)
    for (const route of routes) expect(route.security, `${route.method} ${route.path}`).toEqual(route.access === 'public' ? [] : [{ projectId: [] }])
  })

  it('a public route needs no projectId', async () => {
    for (const route of withAccess('public')) {
      const answer = await call(route, '')
      expect(PROJECT_CODES, `${route.method} ${route.path} answered ${answer.status} ${answer.code}`).not.toContain(answer.code)
    }
  })

  it('a project or frame route refuses a missing projectId (400) and an unknown one (401)', async () => {
    for (const route of [...withAccess('project'), ...withAccess('frame')]) {
      expect(await call(route, ''), `${route.method} ${route.path}`).toEqual({ status: 400, code: 'PROJECT_ID_NOT_CONFIGURED' })
      expect(await call(route, '?projectId=no-such-project'), `${route.method} ${route.path}`).toEqual({ status: 401, code: 'INVALID_PROJECT_ID' })
    }
  })

  it("a project route refuses a browser origin off the project's allow-list; a frame route any origin but the frame's", async () => {
    for (const route of [...withAccess('project'), ...withAccess('frame')]) {
      expect(await call(route, '?projectId=foyer-dev', { origin: FOREIGN_ORIGIN }), `${route.method} ${route.path}`).toEqual({
        status: 403,
        code: 'INVALID_APP_CONFIGURATION',
      })
    }
    // The frame is served by this server: its own origin passes the frame-only guard, not a project route's allow-list.
    const frameRoute = withAccess('frame').find((route) => route.method === 'GET')!
    const projectRoute = withAccess('project').find((route) => route.method === 'GET')!
    const own = new URL(openApi.server.baseUrl).origin
    expect((await call(frameRoute, '?projectId=foyer-dev', { origin: own })).code).not.toBe('INVALID_APP_CONFIGURATION')
    expect(await call(projectRoute, '?projectId=foyer-dev', { origin: own })).toEqual({ status: 403, code: 'INVALID_APP_CONFIGURATION' })
  })
})
