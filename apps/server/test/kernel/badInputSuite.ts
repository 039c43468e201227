/**
 * Malformed input to every route and every parameter a running server documents in
 * /openapi.json, so a route added later is covered without touching this file. The rule: bad
 * input is a 4xx whose JSON body names the problem, never a 5xx, and the server keeps serving.
 * Declared against a server by badInput.test.ts (in this process, on the devnet) and
 * badInputProduction.test.ts (the build, in production mode, on PostgreSQL and Redis).
 */
import { Agent } from 'node:http'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import {
  acceptsString,
  DEV_PROJECT_ID,
  encodeUrlValue,
  exampleOf,
  JSON_DEPTH_LIMIT,
  KNOWN_BAD_REQUESTS,
  MALFORMED_STRINGS,
  nestedLists,
  SIGNED_IN_ADDRESS,
  operationsOf,
  UNSERVED_CHAINS,
  type JsonSchema,
  type Operation,
} from './badInputValues.ts'
import { newDevice, type logIn } from '../auth/authHarness.ts'
import { sendRawRequest, type RawAnswer, type RawRequestOptions } from '../rawRequest.ts'

/** Property runs per parameter and per body: enough variety, and the file stays within seconds. */
const FUZZ_RUNS = 30
/** Well over any route's body limit (Fastify's default is 1 MiB). */
const OVERSIZED_BODY_BYTES = 16 * 1024 * 1024

type SignedIn = Awaited<ReturnType<typeof logIn>>

/** A body a route must refuse: `names` is what the refusal's message must name. */
interface BadBody {
  name: string
  text: string
  contentType?: string
  names: string | RegExp
}

export interface BadInputTarget {
  /** `http://127.0.0.1:<port>`: the server, its rate limits lifted (thousands of requests come from one address). */
  baseUrl: string
  /** A project the server has, sent with every request. */
  projectId: string
  /** Signs a visitor in, for the requests that need a session; without it those are not sent. */
  signIn?: () => Promise<SignedIn>
}

/** Reads the server's /openapi.json and declares the tests of every route, parameter and body in it. */
export async function declareBadInputSuite(server: BadInputTarget): Promise<void> {
  /** The known bad requests and the documented examples name the dev project; the server's own stands in for it. */
  const forProject = (path: string) => path.replace(`projectId=${DEV_PROJECT_ID}`, `projectId=${encodeURIComponent(server.projectId)}`)
  const { port } = new URL(server.baseUrl)
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  let requestsSent = 0
  const operations = operationsOf((await send('GET', '/openapi.json')).json as Parameters<typeof operationsOf>[0])
  afterAll(() => {
    agent.destroy()
    const parameters = operations.reduce((count, operation) => count + operation.parameters.length, 0)
    const bodies = operations.filter((operation) => operation.body).length
    console.log(`bad input: ${requestsSent} requests to ${operations.length} routes, ${parameters} parameters, ${bodies} request bodies`)
  })

  /** A raw HTTP request: the path goes out exactly as written (no client normalizes or re-encodes it). */
  function send(method: string, path: string, options: RawRequestOptions = {}): Promise<RawAnswer> {
    requestsSent++
    return sendRawRequest({ port: Number(port), agent }, method, path, options)
  }

  /** The message of an error answer: `{ error, message }`, or JSON-RPC's `{ error: { code, message } }` on the RPC proxy. */
  function errorMessage(json: unknown): string | undefined {
    const body = json as { error?: unknown; message?: unknown } | undefined
    if (typeof body?.error === 'string' && typeof body.message === 'string' && body.message !== '') return body.message
    const rpcError = body?.error as { code?: unknown; message?: unknown } | undefined
    if (typeof rpcError?.code === 'number' && typeof rpcError.message === 'string' && rpcError.message !== '') return rpcError.message
    return undefined
  }

  /** What is wrong with an answer to input that should be refused, or undefined when it is right. */
  function refusalProblem(answer: RawAnswer, names: string | RegExp, options: { pathValue?: string } = {}): string | undefined {
    if (answer.status < 400 || answer.status >= 500) return `answered ${answer.status}, not a 4xx: ${answer.text.slice(0, 200)}`
    const message = errorMessage(answer.json)
    if (message === undefined) return `answered ${answer.status} without a JSON { error, message }: ${answer.text.slice(0, 200)}`
    if (asWords(names).test(message)) return undefined
    if (options.pathValue !== undefined) {
      // Fastify refuses a path segment over 100 characters before routing, naming the limit.
      if (answer.status === 414 && /param length/.test(message)) return undefined
      // An empty segment leaves no segment to match: no route, said as such.
      if (options.pathValue === '' && answer.status === 404 && /no route/.test(message)) return undefined
    }
    return `answered ${answer.status} "${message.slice(0, 200)}", which does not name ${names}`
  }

  /** A name matches as whole words: "id" is in "params.id must …", not in "valid". */
  function asWords(names: string | RegExp): RegExp {
    if (typeof names !== 'string') return names
    return new RegExp(`(^|\\W)${names.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`)
  }

  /** What is wrong with an answer to input the schema allows (the server may still refuse it), or undefined. */
  function toleranceProblem(answer: RawAnswer): string | undefined {
    if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`
    if (answer.status >= 400 && errorMessage(answer.json) === undefined) {
      return `answered ${answer.status} without a JSON { error, message }: ${answer.text.slice(0, 200)}`
    }
    return undefined
  }

  type Values = Record<string, string | { raw: string } | undefined>

  /** The path and query of a request to `operation`: its required parameters valid, then `values` over them. */
  function target(operation: Operation, values: Values = {}): string {
    const chosen: Values = {}
    for (const parameter of operation.parameters) {
      if (parameter.required) chosen[parameter.name] = String(exampleOf(parameter.schema, parameter.name))
    }
    Object.assign(chosen, { projectId: server.projectId }, values)
    const encode = (value: string | { raw: string }) => (typeof value === 'string' ? encodeUrlValue(value) : value.raw)
    const inPath = new Set(operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name))
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(chosen[name] ?? ''))
    const query = Object.entries(chosen)
      .filter(([name, value]) => !inPath.has(name) && value !== undefined)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encode(value!)}`)
      .join('&')
    return query ? `${path}?${query}` : path
  }

  function sendTo(operation: Operation, values: Values = {}, body?: { text: string; contentType?: string }): Promise<RawAnswer> {
    const validBody = operation.body ? { text: JSON.stringify(exampleOf(operation.body)), contentType: 'application/json' } : undefined
    const chosen = body ?? validBody
    return send(operation.method, target(operation, values), chosen && { body: chosen.text, contentType: chosen.contentType })
  }

  /** Runs every check, a few at a time, and answers the failures, each labelled. */
  async function failuresOf(checks: readonly (() => Promise<string | undefined>)[], labels: readonly string[]): Promise<string[]> {
    const failures: string[] = []
    for (let start = 0; start < checks.length; start += 8) {
      const batch = checks.slice(start, start + 8)
      const problems = await Promise.all(batch.map((check) => check()))
      problems.forEach((problem, index) => problem && failures.push(`${labels[start + index]!.slice(0, 80)}: ${problem}`))
    }
    return failures
  }

  /** Sends each bad body to the route and answers the ones not refused as they should be, each labelled by its name. */
  function badBodyFailures(operation: Operation, bodies: readonly BadBody[]): Promise<string[]> {
    const checks = bodies.map((body) => async () => refusalProblem(await sendTo(operation, {}, { text: body.text, contentType: body.contentType }), body.names))
    return failuresOf(
      checks,
      bodies.map((body) => body.name),
    )
  }

  const label = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…(${value.length})` : value)

  for (const operation of operations) {
    describe(`${operation.method} ${operation.path}`, () => {
      for (const parameter of operation.parameters) {
        it(`${parameter.in} parameter "${parameter.name}": each malformed value is a 4xx naming it, or, where the schema allows the value, never a 5xx`, async () => {
          const values = MALFORMED_STRINGS
          const checks = values.map((value) => async () => {
            const answer = await sendTo(operation, { [parameter.name]: value })
            if (acceptsString(parameter.schema, value)) return toleranceProblem(answer)
            return refusalProblem(answer, parameter.name, parameter.in === 'path' ? { pathValue: value } : {})
          })
          expect(await failuresOf(checks, values.map(label))).toEqual([])
        })

        it(`${parameter.in} parameter "${parameter.name}": arbitrary text is judged as its schema says, never a 5xx (fast-check)`, async () => {
          const text = fc.oneof(
            fc.string({ unit: 'grapheme', maxLength: 150 }),
            fc.string({ unit: 'binary-ascii', maxLength: 150 }),
            fc.constantFrom(...MALFORMED_STRINGS).chain((base) => fc.string({ maxLength: 5 }).map((tail) => base + tail)),
          )
          await fc.assert(
            fc.asyncProperty(text, async (value) => {
              const answer = await sendTo(operation, { [parameter.name]: value })
              const problem = acceptsString(parameter.schema, value) ? toleranceProblem(answer) : refusalProblem(answer, parameter.name, parameter.in === 'path' ? { pathValue: value } : {})
              if (problem) throw new Error(problem)
            }),
            { numRuns: FUZZ_RUNS },
          )
        })

        if (parameter.required) {
          it(`${parameter.in} parameter "${parameter.name}" is required: leaving it out is a 4xx naming it`, async () => {
            if (parameter.in === 'path') {
              expect(refusalProblem(await sendTo(operation, { [parameter.name]: '' }), parameter.name, { pathValue: '' })).toBeUndefined()
              return
            }
            const answer = await sendTo(operation, { [parameter.name]: undefined })
            expect(refusalProblem(answer, parameter.name)).toBeUndefined()
            expect(errorMessage(answer.json)).toMatch(/required|missing/i)
          })
        }

        if (parameter.in === 'query') {
          it(`query parameter "${parameter.name}" given twice is a 4xx naming it, or accepted without a 5xx`, async () => {
            const once = String(exampleOf(parameter.schema, parameter.name))
            const path = `${target(operation)}&${parameter.name}=${encodeUrlValue(once)}&${parameter.name}=${encodeUrlValue(once)}`
            const validBody = operation.body && { body: JSON.stringify(exampleOf(operation.body)), contentType: 'application/json' }
            const answer = await send(operation.method, path, validBody)
            expect(answer.status >= 400 ? refusalProblem(answer, parameter.name) : toleranceProblem(answer)).toBeUndefined()
          })
        }

        if (parameter.name === 'chainId') {
          it(`a chainId this server does not serve is a 4xx naming chainId`, async () => {
            const checks = UNSERVED_CHAINS.map((chainId) => async () => refusalProblem(await sendTo(operation, { chainId }), 'chainId'))
            expect(await failuresOf(checks, UNSERVED_CHAINS)).toEqual([])
          })
        }
      }

      it('broken percent-encoding and junk in the query are never a 5xx, and the path refuses them with a 4xx', async () => {
        const junkQueries = ['%E0%A4%A=1', 'x=%E0%A4%A', 'x=%ZZ', 'x=%', '&&&=&==', 'a[b][c]=1', '__proto__=1', 'constructor=1', `x=${'%FF'.repeat(1000)}`]
        const checks = junkQueries.map((junk) => async () => toleranceProblem(await send(operation.method, `${target(operation)}&${junk}`)))
        const pathParameter = operation.parameters.find((parameter) => parameter.in === 'path')
        if (pathParameter) {
          checks.push(async () => refusalProblem(await sendTo(operation, { [pathParameter.name]: { raw: '%E0%A4%A' } }), 'url component'))
        } else {
          checks.push(async () => refusalProblem(await send(operation.method, `${operation.path}%E0%A4%A`), 'url component'))
        }
        expect(await failuresOf(checks, [...junkQueries, 'path %E0%A4%A'])).toEqual([])
      })

      if (operation.body) describeBodyChecks(operation, operation.body)
      if (operation.formBody) describeFormBodyChecks(operation, operation.formBody)
    })
  }

  /** A route that takes a provider's form post: an empty or incomplete form names what is missing; JSON and XML are refused. */
  function describeFormBodyChecks(operation: Operation, schema: JsonSchema): void {
    const form = 'application/x-www-form-urlencoded'
    const required = (schema as { required?: string[] }).required ?? []
    it('a form post without its required fields, or a body of another type, is a 4xx with a message', async () => {
      const cases: BadBody[] = [
        ...required.map((field) => ({ name: `${field} missing`, text: 'unrelated=1', contentType: form, names: field })),
        { name: 'no body at all', text: '', names: 'body' },
        { name: 'XML', text: '<a/>', contentType: 'application/xml', names: /media type|content-type/i },
        { name: 'truncated JSON', text: '{"a":', contentType: 'application/json', names: 'JSON' },
      ]
      expect(await badBodyFailures(operation, cases)).toEqual([])
    })
  }

  function describeBodyChecks(operation: Operation, schema: JsonSchema): void {
    const json = 'application/json'

    it('a body that is not JSON, empty, of another content type, or not an object/list is a 4xx with a message', async () => {
      const cases: BadBody[] = [
        { name: 'truncated JSON', text: '{"a":', contentType: json, names: 'JSON' },
        { name: 'single quotes', text: "{'a':1}", contentType: json, names: 'JSON' },
        { name: 'trailing comma', text: '[1,]', contentType: json, names: 'JSON' },
        { name: 'empty with a JSON content type', text: '', contentType: json, names: /empty/i },
        { name: 'no body at all', text: '', names: 'body' },
        { name: 'form-encoded', text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', names: /media type|content-type/i },
        { name: 'XML', text: '<a/>', contentType: 'application/xml', names: /media type|content-type/i },
        { name: '__proto__ key', text: '{"__proto__":{"polluted":true}}', contentType: json, names: /body|JSON/i },
        { name: 'null', text: 'null', contentType: json, names: /body|batch/i },
        { name: 'a number', text: '1e308', contentType: json, names: /body|batch/i },
        { name: 'a string', text: '"text"', contentType: json, names: /body|batch/i },
        { name: 'true', text: 'true', contentType: json, names: /body|batch/i },
        { name: 'an empty list', text: '[]', contentType: json, names: /body|batch/i },
      ]
      expect(await badBodyFailures(operation, cases)).toEqual([])
    })

    it(`a body over the body limit (${OVERSIZED_BODY_BYTES / 1024 / 1024} MiB) is a 413 saying it is too large`, async () => {
      const huge = JSON.stringify({ padding: 'x'.repeat(OVERSIZED_BODY_BYTES) })
      const answer = await sendTo(operation, {}, { text: huge, contentType: json })
      expect(answer.status).toBe(413)
      expect(errorMessage(answer.json)).toMatch(/too large|over \d+ bytes/i)
    })

    it(`JSON nested deeper than ${JSON_DEPTH_LIMIT} levels, alone or inside a valid body, is a 400 saying so; at the limit it is judged as any body`, async () => {
      const inValidBody = (nested: string) => `${JSON.stringify(exampleOf(schema)).slice(0, -1)},"nested":${nested}}`
      const tooDeep = new RegExp(`nested deeper than ${JSON_DEPTH_LIMIT} levels`)
      const refusedForDepth = async (text: string) => {
        const answer = await sendTo(operation, {}, { text, contentType: json })
        return answer.status === 400 ? refusalProblem(answer, tooDeep) : `answered ${answer.status}, not 400: ${answer.text.slice(0, 200)}`
      }
      const judgedAsAnyBody = async (text: string) => {
        const answer = await sendTo(operation, {}, { text, contentType: json })
        return toleranceProblem(answer) ?? (tooDeep.test(errorMessage(answer.json) ?? '') ? 'refused for its depth at the limit' : undefined)
      }
      const tooDeepBodies = [nestedLists(20_000), inValidBody(nestedLists(20_000)), nestedLists(JSON_DEPTH_LIMIT + 1)]
      const checks = [...tooDeepBodies.map((text) => () => refusedForDepth(text)), () => judgedAsAnyBody(inValidBody(nestedLists(JSON_DEPTH_LIMIT - 1)))]
      expect(await failuresOf(checks, ['20,000 deep', 'inside a valid body', `${JSON_DEPTH_LIMIT + 1} deep`, `${JSON_DEPTH_LIMIT} deep`])).toEqual([])
    })

    const object = objectSchemaOf(schema)
    if (object?.properties) {
      const valid = exampleOf(object) as Record<string, unknown>
      for (const [property, propertySchema] of Object.entries(object.properties)) {
        it(`body field "${property}": missing (if required), of the wrong type or too large is a 4xx naming it`, async () => {
          const wrongs = wrongValuesFor(propertySchema)
          const cases: { name: string; body: Record<string, unknown> }[] = wrongs.map((wrong) => ({
            name: `${property}=${JSON.stringify(wrong).slice(0, 40)}`,
            body: { ...valid, [property]: wrong },
          }))
          if (object.required?.includes(property)) {
            const { [property]: _left, ...without } = valid
            cases.push({ name: `${property} missing`, body: without })
          }
          const checks = cases.map((testCase) => async () => refusalProblem(await sendTo(operation, {}, { text: JSON.stringify(testCase.body), contentType: json }), property))
          expect(
            await failuresOf(
              checks,
              cases.map((testCase) => testCase.name),
            ),
          ).toEqual([])
        })
      }
    }

    it('any JSON body is answered without a 5xx, and refused with a JSON { error, message } (fast-check)', async () => {
      // A body with named fields gets values under those names; one with none (`{}`) under any name.
      const names = Object.keys(object?.properties ?? {})
      const field = names.length > 0 ? fc.constantFrom(...names) : fc.string({ maxLength: 10 })
      const arbitraryBody = fc.oneof(
        fc.jsonValue({ maxDepth: 4 }),
        fc.tuple(field, fc.jsonValue({ maxDepth: 3 })).map(([key, value]) => ({ ...(exampleOf(schema) as object), [key]: value })),
      )
      await fc.assert(
        fc.asyncProperty(arbitraryBody, async (body) => {
          const problem = toleranceProblem(await sendTo(operation, {}, { text: JSON.stringify(body), contentType: json }))
          if (problem) throw new Error(problem)
        }),
        { numRuns: FUZZ_RUNS },
      )
    })
  }

  /** The object a body schema describes, or the first object among its alternatives (one request of a batch-or-one union). */
  function objectSchemaOf(schema: JsonSchema): JsonSchema | undefined {
    if (schema.type === 'object') return schema
    return (schema.anyOf ?? schema.oneOf)?.find((alternative) => alternative.type === 'object')
  }

  /** Values a field's schema refuses: other JSON types, and past its size limits. */
  function wrongValuesFor(schema: JsonSchema): unknown[] {
    const types = new Set([schema.type, ...(schema.anyOf ?? []).map((alternative) => alternative.type)])
    const wrong: unknown[] = []
    if (!types.has('null')) wrong.push(null)
    if (!types.has('object')) wrong.push({ nested: true })
    if (!types.has('string')) wrong.push('text')
    if (!types.has('number') && !types.has('integer')) wrong.push(1e308, -1)
    if (!types.has('boolean')) wrong.push(true)
    if (!types.has('array')) wrong.push(['x'])
    if (schema.enum) wrong.push('not-one-of-them')
    if (schema.maxLength !== undefined) wrong.push('x'.repeat(Math.max(10_000, schema.maxLength + 1)))
    if (schema.pattern) wrong.push('!')
    if (schema.type === 'array') {
      if (schema.maxItems !== undefined) wrong.push(Array.from({ length: schema.maxItems + 1 }, () => exampleOf(schema.items ?? {})))
      if ((schema.minItems ?? 0) > 0) wrong.push([])
      wrong.push([null], [{ nested: true }])
    }
    return wrong
  }

  describe('requests the fuzzer found answering 5xx: each a 400 saying what is wrong', () => {
    let session: SignedIn | undefined
    const signedIn = async () => (session ??= await server.signIn!())

    // A server without a way to sign in (a production one, mailing nobody) is sent the others.
    for (const bad of KNOWN_BAD_REQUESTS.filter((known) => server.signIn !== undefined || known.sender !== 'session')) {
      it(`${bad.method} ${bad.path.split('?')[0]}: ${bad.name}`, async () => {
        const { device, token, user } = bad.sender === 'session' ? await signedIn() : { device: newDevice(), token: undefined, user: undefined }
        const headers = { ...(bad.sender !== 'anyone' && { 'x-foyer-device': device }), ...(token && { authorization: `Bearer ${token}` }) }
        const body = user ? bad.body.replace(SIGNED_IN_ADDRESS, user.address) : bad.body
        const answer = await send(bad.method, forProject(bad.path), { body, contentType: 'application/json', headers })
        expect(answer.status, answer.text.slice(0, 300)).toBe(400)
        expect(refusalProblem(answer, bad.says)).toBeUndefined()
      })
    }
  })

  describe('after all of it', () => {
    it('the server still answers /healthz and a valid request', async () => {
      expect((await send('GET', '/healthz')).status).toBe(200)
      expect((await send('GET', `/getWallets?entries=1&projectId=${server.projectId}`)).status).toBe(200)
    })
  })
}
