import { z } from 'zod'
import { INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR, RpcError } from './rpcError.ts'
import { parseParams } from './rpcParams.ts'
import { rpcMethods, type RpcContext } from './rpcMethods.ts'

/** A batch may hold this many calls, like a validator's default. */
export const MAX_BATCH_CALLS = 100
/** A slot far ahead of the node's answers this, as a validator does for `minContextSlot`. */
const MIN_CONTEXT_SLOT_NOT_REACHED = -32016

const rpcCall = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  method: z.string().min(1).max(64),
  params: z.array(z.unknown()).max(16).optional(),
})
export type RpcCall = z.output<typeof rpcCall>

type RpcAnswer = { jsonrpc: '2.0'; id: number | string | null; result: unknown } | { jsonrpc: '2.0'; id: number | string | null; error: { code: number; message: string; data?: unknown } }

/** Answers a request body: one call or a batch of them, each validated, run and answered on its own. */
export async function answerRpcBody(body: string, context: RpcContext): Promise<RpcAnswer | RpcAnswer[]> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return errorAnswer(null, new RpcError(PARSE_ERROR, 'Parse error'))
  }
  if (!Array.isArray(parsed)) return answerCall(parsed, context)
  if (parsed.length === 0) return errorAnswer(null, new RpcError(INVALID_REQUEST, 'Invalid request: an empty batch'))
  if (parsed.length > MAX_BATCH_CALLS) return errorAnswer(null, new RpcError(INVALID_REQUEST, `Invalid request: a batch may hold at most ${MAX_BATCH_CALLS} calls`))
  return Promise.all(parsed.map((call) => answerCall(call, context)))
}

/** Checks a call's envelope; the method's own params are checked by the method. */
export function parseRpcCall(value: unknown): RpcCall {
  const call = rpcCall.safeParse(value)
  if (!call.success) throw new RpcError(INVALID_REQUEST, 'Invalid request')
  return call.data
}

async function answerCall(value: unknown, context: RpcContext): Promise<RpcAnswer> {
  const id = typeof value === 'object' && value !== null && 'id' in value && (typeof value.id === 'number' || typeof value.id === 'string') ? value.id : null
  try {
    const call = parseRpcCall(value)
    const method = Object.hasOwn(rpcMethods, call.method) ? rpcMethods[call.method] : undefined
    if (!method) throw new RpcError(METHOD_NOT_FOUND, 'Method not found')
    const params = parseParams(method.params, call.params ?? [])
    checkMinContextSlot(call.params ?? [], context)
    return { jsonrpc: '2.0', id, result: await method.run(params, context) }
  } catch (error) {
    if (error instanceof RpcError) return errorAnswer(id, error)
    // A fault of this devnet, not of the caller: said as an internal error with what went wrong.
    return errorAnswer(id, new RpcError(-32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`))
  }
}

function checkMinContextSlot(params: unknown[], context: RpcContext): void {
  for (const param of params) {
    if (typeof param !== 'object' || param === null || !('minContextSlot' in param) || typeof param.minContextSlot !== 'number') continue
    if (BigInt(param.minContextSlot) > context.ledger.slot) {
      throw new RpcError(MIN_CONTEXT_SLOT_NOT_REACHED, 'Minimum context slot has not been reached', { contextSlot: context.ledger.slot })
    }
  }
}

function errorAnswer(id: number | string | null, error: RpcError): RpcAnswer {
  return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) } }
}
