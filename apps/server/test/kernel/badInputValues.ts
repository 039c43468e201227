/**
 * What the bad-input suite sends, derived from /openapi.json alone: a valid value for each
 * parameter and body (so one field at a time can be wrong), whether a value satisfies a schema,
 * and the malformed values every parameter is tried with.
 */

/** The subset of JSON Schema that z.toJSONSchema writes for this server's routes. */
export interface JsonSchema {
  type?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  enum?: unknown[]
  default?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
}

export interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: JsonSchema
}

export interface Operation {
  method: string
  /** OpenAPI path: /v1/account/{address}/balance */
  path: string
  parameters: Parameter[]
  body?: JsonSchema
  /** The body of a route that takes a form post (application/x-www-form-urlencoded) instead of JSON. */
  formBody?: JsonSchema
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
      formBody: operation.requestBody?.content['application/x-www-form-urlencoded']?.schema,
    })),
  )
}

export const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const DEV_PROJECT_ID = 'foyer-dev'

/** Valid values by field name, used when they satisfy the field's schema. */
const EXAMPLES_BY_NAME: Record<string, string> = {
  projectId: DEV_PROJECT_ID,
  chainId: 'eip155:31337',
  address: DEV_ACCOUNT,
  account: DEV_ACCOUNT,
  sender: DEV_ACCOUNT,
  currency: 'usd',
  method: 'eth_chainId',
  symbol: 'ETH',
  id: 'metamask',
  // A sign-in's proof as shaped (43 base64url characters): unknown to the server, so redeeming it is a 404.
  proof: 'A'.repeat(43),
}

/** Shapes a patterned string may need, tried in order against the pattern. */
const PATTERNED_EXAMPLES = [DEV_ACCOUNT, 'eip155:31337', 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3', '1', 'true', 'eth_chainId', DEV_PROJECT_ID]

/** A value that satisfies `schema`; `name` picks a meaningful one where several would do. */
export function exampleOf(schema: JsonSchema, name?: string): unknown {
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return exampleOf(alternatives[0]!, name)
  if (schema.enum) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, exampleOf(schema.properties?.[key] ?? {}, key)]))
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => exampleOf(schema.items ?? {}))
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1)
    case 'boolean':
      return true
    default:
      return exampleString(schema, name)
  }
}

function exampleString(schema: JsonSchema, name: string | undefined): string {
  const byName = name === undefined ? undefined : EXAMPLES_BY_NAME[name]
  if (byName !== undefined && acceptsString(schema, byName)) return byName
  const patterned = PATTERNED_EXAMPLES.find((candidate) => acceptsString(schema, candidate))
  if (schema.pattern && patterned) return patterned
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1))
}

/** Whether a string (a query or path value as sent) satisfies `schema`, as zod will judge it. */
export function acceptsString(schema: JsonSchema, value: string): boolean {
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return alternatives.some((alternative) => acceptsString(alternative, value))
  if (schema.enum) return schema.enum.includes(value)
  switch (schema.type) {
    case 'integer':
      return /^-?\d+$/.test(value) && inRange(schema, Number(value))
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) && inRange(schema, Number(value))
    case 'boolean':
      return value === 'true' || value === 'false'
    case undefined:
    case 'string':
      // zod measures length in UTF-16 code units, as String.length does.
      if (schema.minLength !== undefined && value.length < schema.minLength) return false
      if (schema.maxLength !== undefined && value.length > schema.maxLength) return false
      return schema.pattern === undefined || new RegExp(schema.pattern).test(value)
    default:
      return false
  }
}

function inRange(schema: JsonSchema, value: number): boolean {
  return (schema.minimum === undefined || value >= schema.minimum) && (schema.maximum === undefined || value <= schema.maximum)
}

/** Malformed input of every kind the issue names, tried on every parameter of every route. */
export const MALFORMED_STRINGS: readonly string[] = [
  '',
  ' ',
  'x'.repeat(10_000),
  // numbers: huge, negative, fractional, not a number
  '1e308',
  '-1e308',
  '-1',
  '0.5',
  '-0',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  // wrong types spelled as text
  'null',
  'undefined',
  '[]',
  '{}',
  '{"$gt":""}',
  // addresses
  '0x',
  `0x${'g'.repeat(40)}`,
  `0x${'a'.repeat(41)}`,
  DEV_ACCOUNT.slice(0, -1),
  DEV_ACCOUNT.slice(2),
  // CAIP ids and chains
  'eip155:',
  'eip155:0',
  'eip155:01',
  'eip155:-1',
  'eip155:1.5',
  'eip155:99999999999999999',
  'eip155:999999',
  'eip155:31337:0x',
  'cosmos:cosmoshub-4',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  ':',
  // text that breaks naive code
  '💥🦊',
  '\u0000',
  '\u202e',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  "' OR 1=1 --",
  'a,b,,c',
  ','.repeat(1_000),
  '%',
]

/** Chains no server configuration serves: a chainId naming one must be refused. */
export const UNSERVED_CHAINS = ['eip155:999999', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']

/** A value as it goes into a URL: encoded, with dots too, so no client or proxy collapses "..". */
export function encodeUrlValue(value: string): string {
  return encodeURIComponent(value).replaceAll('.', '%2E')
}

/** How deep the server lets a JSON body nest (a top-level object or list is 1 deep). */
export const JSON_DEPTH_LIMIT = 64

/** Lists nested `depth` deep, as JSON text (building them as values would overflow JSON.stringify). */
export function nestedLists(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth)
}

/** The nesting the fuzzer sent: 20,000 deep overflowed JSON.stringify, a 500, before bodies had a depth limit. */
const FUZZED_DEPTH = nestedLists(20_000)

/** Where a known bad request's body names the signed-in user's address, replaced when it is sent. */
export const SIGNED_IN_ADDRESS = '{{signed-in address}}'

/** A request the fuzzer found answering 5xx: now a 400 whose message says what is wrong. */
export interface KnownBadRequest {
  /** What is wrong with it, as its test is named. */
  name: string
  method: 'POST'
  /** Path and query. */
  path: string
  /** The body as sent, JSON text. */
  body: string
  /** Who sends it: anyone, the frame on a device (x-foyer-device), or a signed-in session. */
  sender: 'anyone' | 'device' | 'session'
  /** What the 400's message must say. */
  says: RegExp
}

const RPC_PROXY = `/v1/?chainId=eip155:31337&projectId=${DEV_PROJECT_ID}`
const ANALYTICS = `/e?projectId=${DEV_PROJECT_ID}`
const EMAIL_CONNECT = `/auth/v1/email/connect?projectId=${DEV_PROJECT_ID}`
const AUTH_RPC = `/auth/v1/rpc?projectId=${DEV_PROJECT_ID}`
const TOO_DEEP = new RegExp(`nested deeper than ${JSON_DEPTH_LIMIT} levels`)

const analyticsEvent = (properties: string) =>
  `{"eventId":"9b2f6f52-4c5e-4c3b-9d8e-1f7a4e0c2b11","url":"https://dapp.example/","domain":"dapp.example",` +
  `"timestamp":1700000000000,"props":{"type":"track","event":"MODAL_OPEN","properties":${properties}}}`
const rpcCall = (params: string) => `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${params}}`
const signTypedData = (typedData: unknown) => JSON.stringify({ chainId: 'eip155:31337', method: 'eth_signTypedData_v4', params: [SIGNED_IN_ADDRESS, typedData] })
const mail = {
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  domain: { name: 'Foyer', chainId: 31337 },
  message: { contents: 'hi' },
}
const connectEmail = (email: string) => JSON.stringify({ email })
const letters = (length: number) => 'a'.repeat(length)

const anyone = (name: string, path: string, body: string, says: RegExp): KnownBadRequest => ({ name, method: 'POST', path, body, sender: 'anyone', says })
const fromDevice = (name: string, email: string, says: RegExp): KnownBadRequest => ({ name, method: 'POST', path: EMAIL_CONNECT, body: connectEmail(email), sender: 'device', says })
const signedIn = (name: string, typedData: unknown, says: RegExp): KnownBadRequest => ({ name, method: 'POST', path: AUTH_RPC, body: signTypedData(typedData), sender: 'session', says })

export const KNOWN_BAD_REQUESTS: readonly KnownBadRequest[] = [
  anyone('JSON-RPC params nested 20,000 deep', RPC_PROXY, rpcCall(FUZZED_DEPTH), TOO_DEEP),
  anyone('a batch entry nested 20,000 deep', RPC_PROXY, `[${rpcCall(FUZZED_DEPTH)}]`, TOO_DEEP),
  anyone('analytics props nested 20,000 deep', ANALYTICS, analyticsEvent(`{"x":${FUZZED_DEPTH}}`), TOO_DEEP),
  signedIn('EIP-712 type that contains itself', { ...mail, types: { Mail: [{ name: 'reply', type: 'Mail' }] }, message: { reply: {} } }, /types\.Mail contains itself/),
  signedIn('EIP-712 primaryType "toString"', { ...mail, primaryType: 'toString' }, /primaryType toString is not one of the types/),
  signedIn('EIP-712 primaryType that is not among the types', { ...mail, primaryType: 'Letter' }, /primaryType Letter is not one of the types \(Mail\)/),
  signedIn('EIP-712 types that are not lists of fields', { ...mail, types: { Mail: { name: 'contents', type: 'string' } } }, /types\.Mail must be a list of \{ name, type \} fields/),
  signedIn('EIP-712 message missing a field', { ...mail, message: {} }, /message\.contents is required/),
  signedIn('EIP-712 typed data as JSON text nested 20,000 deep', FUZZED_DEPTH, /params\[1\] is nested deeper than 64 levels/),
  fromDevice('email with a 250-character domain label', `ada@${letters(250)}.com`, /domain labels .* at most 63 characters/),
  fromDevice('email with a 64-character domain label', `ada@${letters(64)}.example.com`, /domain labels .* at most 63 characters/),
  fromDevice('email with a 65-character local part', `${letters(65)}@example.com`, /at most 64 characters before the @/),
  fromDevice('email with a domain over 253 characters', `a@${[63, 63, 63, 63].map(letters).join('.')}.com`, /domain of at most 253 characters/),
  fromDevice('email over 254 characters', `${letters(64)}@${[63, 63, 59].map(letters).join('.')}.com`, /at most 254 characters long/),
]
