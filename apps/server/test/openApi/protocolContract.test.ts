import { BITCOIN_ROUTES } from '@foyer/adapter-bitcoin/protocol'
import { SERVER_APIS, type ApiRoute } from '@foyer/core/protocol'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { useOpenApiDocument } from './useOpenApiDocument.ts'

/**
 * The wire contract both sides import (`@foyer/core/protocol`, and a namespace's own: bip122's) against what the server documents in
 * /openapi.json, which it generates from the schemas its routes are registered with: a route that
 * answers with a schema of its own, a field renamed, added or dropped on either side, fails here.
 */

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; anyOf?: JsonSchema[] }
interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
}
interface Operation {
  parameters: Parameter[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>
}

/**
 * Answers the server does not take from the protocol, with why: the protocol's schema reads them
 * leniently, so only what it requires is checked against the documented answer.
 */
const READ_LENIENTLY: Record<string, string> = {
  // The session is @foyer/siwx-verify's schema, which a host's backend checks it with; the modal reads absent fields as null.
  'POST /v1/sessions': 'session',
}

/** What core's HTTP client adds to every call (?projectId=&st=&sv=: the project, the SDK's type and version), whatever the API. */
const CLIENT_DEFAULTS = new Set(['projectId', 'st', 'sv'])

describe('the server APIs’ wire contract (@foyer/core/protocol) and /openapi.json', () => {
  const openApi = useOpenApiDocument<Operation>()

  // The namespaces' own routes (bip122's) beside the APIs every server has.
  const routes = Object.entries({ ...SERVER_APIS, bip122: BITCOIN_ROUTES }).flatMap(([api, table]) =>
    Object.entries(table as Record<string, ApiRoute>).map(([name, route]) => ({ id: `${api}.${name}`, route })),
  )

  it.each(routes)('$id: the server documents the route at its protocol method and path', ({ route }) => {
    expect(operationOf(openApi.paths, route), `${route.method} ${route.path}`).toBeDefined()
  })

  it.each(routes)('$id: the documented answer is the protocol’s answer schema', ({ route }) => {
    const documented = answerOf(operationOf(openApi.paths, route)!)
    const expected = toJsonSchema(route.response, 'output')
    const lenient = READ_LENIENTLY[`${route.method} ${route.path}`]
    if (lenient === undefined) {
      expect(documented).toEqual(expected)
      return
    }
    // The rest of the answer is the protocol's; the leniently read field must not require what the server may leave out.
    const { [lenient]: documentedField, ...documentedRest } = documented.properties!
    const { [lenient]: expectedField, ...expectedRest } = expected.properties!
    expect(documentedRest).toEqual(expectedRest)
    expect(missingRequirements(expectedField!, documentedField!, lenient)).toEqual([])
  })

  it.each(routes)('$id: the request fields the client sends are the ones the server documents, required alike', ({ route }) => {
    const operation = operationOf(openApi.paths, route)!
    for (const location of ['path', 'query'] as const) {
      const documented = operation.parameters.filter((parameter) => parameter.in === location && !CLIENT_DEFAULTS.has(parameter.name))
      const schema = location === 'path' ? route.params : route.query
      const sent = schema ? toJsonSchema(schema, 'input') : { properties: {}, required: [] }
      expect(Object.keys(sent.properties ?? {}).sort(), `${location} parameters`).toEqual(documented.map((parameter) => parameter.name).sort())
      expect(
        documented
          .filter((parameter) => parameter.required)
          .map((parameter) => parameter.name)
          .filter((name) => !sent.required?.includes(name)),
        `required ${location} parameters the client may leave out`,
      ).toEqual([])
    }
    const documentedBody = operation.requestBody?.content['application/json']?.schema
    if (!route.body) {
      expect(
        Object.keys(documentedBody?.properties ?? {}).filter((name) => !CLIENT_DEFAULTS.has(name)),
        'body fields the client never sends',
      ).toEqual([])
      return
    }
    expect(documentedBody, 'a documented JSON body').toBeDefined()
    const sent = toJsonSchema(route.body, 'input')
    const documentedFields = Object.fromEntries(
      Object.entries(documentedBody!.properties ?? {})
        .filter(([name]) => !CLIENT_DEFAULTS.has(name))
        .map(([name, field]) => [name, jsonTypes(field)]),
    )
    const sentFields = Object.fromEntries(Object.entries(sent.properties ?? {}).map(([name, field]) => [name, jsonTypes(field)]))
    expect(sentFields, 'body fields and their JSON types').toEqual(documentedFields)
    expect(
      (documentedBody!.required ?? []).filter((name) => !sent.required?.includes(name)),
      'required body fields the client may leave out',
    ).toEqual([])
  })
})

/** As the server's OpenAPI document writes a schema (http/openApiDocument.ts). */
function toJsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema & { $schema?: string }
  return json
}

function operationOf(paths: Record<string, Record<string, Operation>>, route: ApiRoute): Operation | undefined {
  return paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()]
}

function answerOf(operation: Operation): JsonSchema {
  const [, success] = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))!
  return success.content!['application/json']!.schema
}

/** The JSON types a value may have, whatever its format, pattern or limits. */
function jsonTypes(schema: JsonSchema): string[] {
  return schema.anyOf ? [...new Set(schema.anyOf.flatMap(jsonTypes))].sort() : [schema.type ?? 'any']
}

/** The object inside a nullable or optional wrapper. */
function objectIn(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema
  return schema.anyOf?.map(objectIn).find(Boolean)
}

/** The fields `reader` requires that `answer` does not always have, by path. */
function missingRequirements(reader: JsonSchema, answer: JsonSchema, path: string): string[] {
  if (reader.items && answer.items) return missingRequirements(reader.items, answer.items, `${path}[]`)
  const [readerObject, answerObject] = [objectIn(reader), objectIn(answer)]
  if (!readerObject || !answerObject) return []
  return Object.entries(readerObject.properties!).flatMap(([name, field]) => {
    const answered = answerObject.properties![name]
    if (!readerObject.required?.includes(name)) return answered ? missingRequirements(field, answered, `${path}.${name}`) : []
    if (!answered || !answerObject.required?.includes(name)) return [`${path}.${name}`]
    return missingRequirements(field, answered, `${path}.${name}`)
  })
}
