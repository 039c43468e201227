import { z } from 'zod'

/**
 * JSON-RPC 2.0 as the proxy reads it from callers and from nodes: the request and response shapes
 * and the error codes it answers with (JSON-RPC 2.0's own, and EIP-1474's limit code).
 */

export const RPC_ERROR_CODE = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  limitExceeded: -32005,
} as const

/** Ids are kept to what every client can echo back exactly: strings and safe integers. */
export const jsonRpcIdSchema = z.union([z.string().max(256), z.int()], {
  error: (issue) =>
    issue.input === undefined ? 'is required (this proxy answers every request, so notifications without an id are not taken)' : 'must be a string of at most 256 characters or a safe integer',
})

export const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0', { error: "must be '2.0'" }),
  id: jsonRpcIdSchema,
  method: z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') }).regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must be a method name like eth_call'),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())], { error: 'must be a list or an object' }).optional(),
})

const jsonRpcErrorObjectSchema = z.object({ code: z.int(), message: z.string(), data: z.unknown().optional() })

/** A node's answer to one request; the id is null when the node could not tell which request failed. */
export const jsonRpcResponseSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: z.union([jsonRpcIdSchema, z.null()]),
    result: z.unknown().optional(),
    error: jsonRpcErrorObjectSchema.optional(),
  })
  .refine((response) => 'result' in response !== 'error' in response, 'must have either a result or an error')

export type JsonRpcId = z.output<typeof jsonRpcIdSchema>
export type JsonRpcRequest = z.output<typeof jsonRpcRequestSchema>
export type JsonRpcErrorObject = z.output<typeof jsonRpcErrorObjectSchema>
export type JsonRpcResponse = z.output<typeof jsonRpcResponseSchema>

export function errorResponse(id: JsonRpcId | null, code: number, message: string, data?: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } }
}

/** The id of a value that may be a request, if it has a usable one: error answers carry it back. */
export function readableId(value: unknown): JsonRpcId | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null
  const id = jsonRpcIdSchema.safeParse(value.id)
  return id.success ? id.data : null
}
