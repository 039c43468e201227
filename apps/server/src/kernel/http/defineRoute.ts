import { errorCodes, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { badRequest } from './httpError.ts'
import { parseInput } from './parseInput.ts'
import { createParsedUrls } from './parsedUrls.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Who may call a route: `public` answers anyone (probes, images an <img> loads, pages reached by
 * navigation); `project` needs a known projectId and, from a browser, an Origin on the project's
 * allow-list; `frame` needs a known projectId and, from a browser, the embedded wallet frame's origin.
 */
export type RouteAccess = 'public' | 'project' | 'frame'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access, read by the project guard; a route registered without one is guarded as `project`. */
    access?: RouteAccess
  }
}

/** Any zod schema, classic or `zod/mini` (the auth routes take the shared protocol's schemas). */
export type RouteSchema = z.core.$ZodType

type Parsed<Schema> = Schema extends RouteSchema ? z.output<Schema> : undefined

/** A route: where it lives, what it takes (zod), what it answers, and what it does. */
export interface RouteDefinition<
  Params extends RouteSchema | undefined = RouteSchema | undefined,
  Query extends RouteSchema | undefined = RouteSchema | undefined,
  Body extends RouteSchema | undefined = RouteSchema | undefined,
> {
  method: HttpMethod
  /** Fastify path syntax: `/v1/account/:address/balance`. */
  url: string
  /** One line for the OpenAPI document. */
  summary: string
  tags: readonly string[]
  /** Who may call it; the project guard enforces it and /openapi.json documents it. */
  access: RouteAccess
  params?: Params
  querystring?: Query
  body?: Body
  /** The 2xx answer's shape, documented in /openapi.json. */
  response?: RouteSchema
  /** Status of a successful answer (200 unless said). */
  successStatus?: number
  /** Content type of a non-JSON answer (an image). */
  produces?: string
  /** The most bytes its body may have (Fastify's bodyLimit); the server's default (1 MiB) unless said. */
  bodyLimit?: number
  /** Content type of a non-JSON body (a provider's form post); the route must have a parser for it. */
  consumes?: 'application/x-www-form-urlencoded'
  /** Error statuses the route answers besides 400, documented with the shared error body. */
  errors?: readonly number[]
  /** Answers this route's errors in its own format (the JSON-RPC proxy) instead of `{ error, message }`. */
  errorHandler?: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown
  handler(input: { params: Parsed<Params>; query: Parsed<Query>; body: Parsed<Body> }, request: FastifyRequest, reply: FastifyReply): Promise<unknown>
}

/** Declares a route; the identity function that lets TypeScript infer the parsed input types. */
export function defineRoute<Params extends RouteSchema | undefined = undefined, Query extends RouteSchema | undefined = undefined, Body extends RouteSchema | undefined = undefined>(
  route: RouteDefinition<Params, Query, Body>,
): RouteDefinition<Params, Query, Body> {
  return route
}

// Routes are stored type-erased; each was checked against its own schemas where it was defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<any, any, any>

/** Registers routes: every part of the request is parsed with the route's schemas before its handler. */
export function registerRoutes(app: FastifyInstance, routes: readonly AnyRoute[]): void {
  for (const route of routes) {
    const parseUrl = urlParser(route)
    app.route({
      method: route.method,
      url: route.url,
      config: { access: route.access },
      ...(route.bodyLimit && { bodyLimit: route.bodyLimit }),
      ...(route.errorHandler && { errorHandler: route.errorHandler }),
      handler: async (request, reply) => {
        // A form route takes nothing else: its body schema was written for form fields.
        if (route.consumes && !request.headers['content-type']?.startsWith(route.consumes)) {
          throw notItsContentType(route.consumes, request.headers['content-type'])
        }
        const input = {
          ...parseUrl(request),
          body: route.body ? parseInput(route.body, request.body, 'body') : undefined,
        }
        const answer = await route.handler(input, request, reply)
        if (route.successStatus && !reply.sent) reply.status(route.successStatus)
        return answer
      },
    })
  }
}

interface UrlInput {
  params: unknown
  query: unknown
}

/** Parses a request's params and query; a GET route's are kept per URL (they depend on nothing else). */
function urlParser(route: AnyRoute): (request: FastifyRequest) => UrlInput {
  const parse = (request: FastifyRequest): UrlInput => ({
    params: route.params ? parseInput(route.params, request.params, 'params') : undefined,
    query: route.querystring ? parseInput(route.querystring, request.query, 'querystring') : undefined,
  })
  if (route.method !== 'GET' || (!route.params && !route.querystring)) return parse
  const parsedUrls = createParsedUrls<UrlInput>()
  return (request) => {
    const cached = parsedUrls.get(request.url)
    if (cached) return cached
    const input = parse(request)
    parsedUrls.set(request.url, input)
    return input
  }
}

/** A body a form route cannot take: none at all (a 400, like any missing body), or of another type (Fastify's 415). */
function notItsContentType(consumes: string, contentType: string | undefined): Error {
  if (contentType === undefined) return badRequest(`body is required: send it as ${consumes}`)
  return new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(contentType)
}
