import { z } from 'zod'
import type { AnyRoute, RouteSchema } from './defineRoute.ts'

/** The body of every non-2xx answer. */
export const errorBodySchema = z.object({
  error: z.string().describe('The HTTP reason phrase, e.g. "Bad Request"'),
  message: z.string().describe('What is wrong, in one sentence'),
  code: z.string().optional().describe('A machine-readable reason where one exists, e.g. INVALID_PROJECT_ID'),
})

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] }

const toSchema = (schema: RouteSchema, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema
  return json
}

/** An OpenAPI 3.0 document generated from the routes' own zod schemas, so it cannot drift. */
export function openApiDocument(routes: readonly AnyRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = operation(route)
  }
  return {
    openapi: '3.0.3',
    info: { ...info, description: 'The Foyer server: wallet registry, blockchain API and the services the modal uses.' },
    paths,
    components: {
      schemas: { Error: toSchema(errorBodySchema, 'output') },
      securitySchemes: { projectId: { type: 'apiKey', in: 'query', name: 'projectId', description: 'The project id (`npm run foyer -- project list`)' } },
    },
  }
}

function operation(route: AnyRoute) {
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  })
  const success = route.produces
    ? { description: 'OK', content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } } }
    : { description: 'OK', content: { 'application/json': { schema: route.response ? toSchema(route.response, 'output') : {} } } }
  return {
    summary: route.summary,
    tags: route.tags,
    // A public route answers anyone; the others need a known projectId (a frame route, from a browser, the frame's origin).
    security: route.access === 'public' ? [] : [{ projectId: [] }],
    'x-foyer-access': route.access,
    parameters: [...parameters(route.params, 'path'), ...parameters(route.querystring, 'query')],
    ...(route.body && {
      requestBody: { required: true, content: { [route.consumes ?? 'application/json']: { schema: toSchema(route.body, 'input') } } },
    }),
    responses: {
      [String(route.successStatus ?? 200)]: success,
      400: errorResponse('The request is malformed; the message names the field and the problem'),
      ...Object.fromEntries((route.errors ?? []).map((status) => [status, errorResponse(ERROR_DESCRIPTIONS[status] ?? 'Error')])),
    },
  }
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  401: 'The projectId is not known to this server',
  403: 'The origin is not on the project allow-list',
  404: 'Nothing exists at this id',
  429: 'Too many requests; retry after the time the Retry-After header gives',
  503: 'A service this route needs (an RPC node, the database) cannot be reached; try again shortly',
}

function parameters(schema: RouteSchema | undefined, location: 'path' | 'query') {
  if (!schema) return []
  const json = toSchema(schema, 'input')
  const required = new Set(json.required ?? [])
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(typeof property.description === 'string' && { description: property.description }),
    schema: property,
  }))
}
