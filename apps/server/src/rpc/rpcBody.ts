import { z } from 'zod'
import { describeIssues } from '../kernel/http/describeIssues.ts'
import { errorResponse, jsonRpcRequestSchema, readableId, RPC_ERROR_CODE, type JsonRpcRequest, type JsonRpcResponse } from './jsonRpc.ts'

/**
 * The most requests a batch may carry unless the operator says otherwise (FOYER_RPC_MAX_BATCH_SIZE):
 * each is a call to a node, so one HTTP request must not become thousands of them.
 */
export const DEFAULT_MAX_BATCH_SIZE = 100

/** One entry of a batch: a request to answer, or the Invalid Request answer it gets on its own. */
export type BatchEntry = { request: JsonRpcRequest } | { answer: JsonRpcResponse }

/** What a POST body asks for, or why it cannot be taken as a whole (answered with one error and a 4xx). */
export type RpcBody = { kind: 'single'; request: JsonRpcRequest } | { kind: 'batch'; entries: BatchEntry[] } | { kind: 'refused'; status: 400 | 413; answer: JsonRpcResponse }

/** Reads a parsed JSON body as JSON-RPC 2.0: a request, or a batch of 1 to maxBatchSize. */
export function readRpcBody(body: unknown, maxBatchSize = DEFAULT_MAX_BATCH_SIZE): RpcBody {
  if (Array.isArray(body)) {
    if (body.length === 0) return refused(400, `Invalid Request: the batch is empty; send 1 to ${maxBatchSize} requests`)
    if (body.length > maxBatchSize) {
      return refused(413, `Invalid Request: the batch has ${body.length} requests; this proxy takes at most ${maxBatchSize}: send them in batches of ${maxBatchSize} or fewer`)
    }
    return { kind: 'batch', entries: body.map(readBatchEntry) }
  }
  if (typeof body !== 'object' || body === null) {
    return refused(400, 'Invalid Request: the body must be a JSON-RPC request object or a batch (a list of them), sent as application/json')
  }
  const request = readRequest(body)
  return 'request' in request ? { kind: 'single', request: request.request } : { kind: 'refused', status: 400, answer: request.answer }
}

/**
 * The body schema routes declare. It never fails: JSON-RPC answers a bad request with an error
 * response rather than a 400 `{ error, message }`, so it turns any body into what to answer. The
 * OpenAPI document shows the shape a caller should send.
 */
export function rpcBodySchema(maxBatchSize: number) {
  return z
    .unknown()
    .transform((body) => readRpcBody(body, maxBatchSize))
    .meta(openApiShape(z.union([jsonRpcRequestSchema, z.array(jsonRpcRequestSchema).min(1).max(maxBatchSize)]), maxBatchSize))
}

function readBatchEntry(entry: unknown): BatchEntry {
  if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) return readRequest(entry)
  return { answer: errorResponse(null, RPC_ERROR_CODE.invalidRequest, 'Invalid Request: a batch entry must be a request object') }
}

function readRequest(value: object): BatchEntry {
  const parsed = jsonRpcRequestSchema.safeParse(value, { reportInput: true })
  if (parsed.success) return { request: parsed.data }
  const message = `Invalid Request: ${describeIssues(parsed.error.issues)}`
  return { answer: errorResponse(readableId(value), RPC_ERROR_CODE.invalidRequest, message) }
}

function refused(status: 400 | 413, message: string): RpcBody {
  return { kind: 'refused', status, answer: errorResponse(null, RPC_ERROR_CODE.invalidRequest, message) }
}

function openApiShape(schema: z.ZodType, maxBatchSize: number): Record<string, unknown> {
  const { $schema: _ignored, ...shape } = z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0' })
  return { ...shape, description: `One JSON-RPC 2.0 request, or a batch of 1 to ${maxBatchSize}` }
}
