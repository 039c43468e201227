import type * as z from 'zod/mini'

/**
 * One route of a Foyer server HTTP API as both sides see it: the server registers it with these
 * schemas (its OpenAPI document is generated from them), core's reader parses the answer with
 * `response`. `params`, `query` and `body` are the wire shape the client sends: the server parses
 * them with its own schemas (checksums, limits, lookups), and the contract test
 * (apps/server/test/openApi/protocolContract.test.ts) checks the two name the same fields.
 */
export interface ApiRoute {
  method: 'GET' | 'POST'
  /** Fastify path syntax: `/v1/profile/account/:name`. */
  path: string
  params?: z.ZodMiniType
  query?: z.ZodMiniType
  body?: z.ZodMiniType
  /** The 2xx answer, as the server writes it. */
  response: z.ZodMiniType
}

/** A route's path with its `:name` parameters filled in, each URI-encoded. */
export function apiPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${path} needs ${name}`)
    return encodeURIComponent(value)
  })
}
