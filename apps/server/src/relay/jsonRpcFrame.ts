/**
 * One JSON-RPC 2.0 frame in, one out (no batches, as 2.21.8 sends them). Ids are echoed exactly:
 * a string stays a string, and a number JSON cannot hold exactly (2.21.8-style 19-digit ids sent
 * as numbers) is echoed with its original digits rather than a rounded copy.
 */

/** An id to echo: as parsed, or the digits of a number too large to parse exactly. */
export type RpcId = string | number | null | { rawNumber: string }

export type IncomingFrame =
  | { kind: 'request'; id: RpcId | undefined; method: string; params: unknown }
  | { kind: 'response'; id: unknown; result?: unknown; error?: unknown }
  | { kind: 'invalid'; id: RpcId; code: -32700 | -32600; message: string }

export function parseFrame(text: string): IncomingFrame {
  let frame: unknown
  try {
    frame = JSON.parse(text)
  } catch (error) {
    return { kind: 'invalid', id: null, code: -32700, message: `Parse error: the frame is not JSON (${(error as Error).message})` }
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
    return { kind: 'invalid', id: null, code: -32600, message: 'Invalid request: a frame must be one JSON-RPC object (batches are not supported)' }
  }
  const fields = frame as Record<string, unknown>
  if (!('method' in fields) && ('result' in fields || 'error' in fields)) {
    return { kind: 'response', id: fields.id, result: fields.result, error: fields.error }
  }
  const id = 'id' in fields ? echoableId(fields.id, text) : undefined
  if (id === false) {
    return { kind: 'invalid', id: null, code: -32600, message: 'Invalid request: id must be a string, a number or null' }
  }
  if (typeof fields.method !== 'string') {
    return { kind: 'invalid', id: id ?? null, code: -32600, message: 'Invalid request: method must be a string' }
  }
  return { kind: 'request', id, method: fields.method, params: fields.params }
}

function echoableId(id: unknown, text: string): RpcId | false {
  if (typeof id === 'string' || id === null) return id
  if (typeof id !== 'number') return false
  if (Number.isSafeInteger(id)) return id
  for (const [, digits] of text.matchAll(/"id"\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g)) {
    if (digits !== undefined && Number(digits) === id) return { rawNumber: digits }
  }
  return id
}

/** The JSON of a response: `{"id":…,"jsonrpc":"2.0","result"|"error":…}` with the id as it came. */
export function serializeResponse(id: RpcId, body: { result: unknown } | { error: { code: number; message: string } }): string {
  const rest = JSON.stringify({ jsonrpc: '2.0', ...body })
  const idJson = typeof id === 'object' && id !== null ? id.rawNumber : JSON.stringify(id)
  return `{"id":${idJson},${rest.slice(1)}`
}
