import { defineRoute, type AnyRoute } from '../http/defineRoute.ts'
import { openApiDocument } from '../http/openApiDocument.ts'

/** GET /openapi.json: the API described from the routes' own zod schemas. */
export function openApiRoute(routes: () => readonly AnyRoute[]) {
  let document: ReturnType<typeof openApiDocument> | undefined
  return defineRoute({
    method: 'GET',
    url: '/openapi.json',
    access: 'public',
    summary: 'This document',
    tags: ['operations'],
    handler: async () => (document ??= openApiDocument(routes(), { title: 'Foyer server', version: '0.1.0' })),
  })
}
