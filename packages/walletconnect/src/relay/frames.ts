import * as v from 'valibot'

/**
 * What the relay may send us, validated before anything reads it (design note §3.3, §3.4).
 * valibot, not zod: this file ships in the dapp's WalletConnect chunk, which has a size budget, and
 * valibot is already on the page for the host's options (@foyer/core), so it costs that chunk nothing.
 */

/** JSON-RPC ids: we send 19-digit strings and expect them back verbatim; the relay's own ids are numbers. */
const jsonRpcId = v.union([v.string(), v.number()])

const resultFrame = v.object({
  id: jsonRpcId,
  jsonrpc: v.literal('2.0'),
  result: v.unknown(),
})

const errorFrame = v.object({
  id: jsonRpcId,
  jsonrpc: v.literal('2.0'),
  error: v.object({
    code: v.optional(v.number()),
    message: v.optional(v.string()),
    data: v.optional(v.unknown()),
  }),
})

const requestFrame = v.object({
  id: jsonRpcId,
  jsonrpc: v.literal('2.0'),
  method: v.string(),
  params: v.optional(v.unknown()),
})

/** Params of an `irn_subscription` push. Only these fields are read; `attestation` and others are ignored. */
export const subscriptionParams = v.object({
  id: v.string(),
  data: v.object({
    topic: v.pipe(v.string(), v.minLength(1)),
    message: v.pipe(v.string(), v.minLength(1)),
    publishedAt: v.number(),
    tag: v.optional(v.number()),
  }),
})

export type ResultFrame = v.InferOutput<typeof resultFrame>
export type ErrorFrame = v.InferOutput<typeof errorFrame>
export type RequestFrame = v.InferOutput<typeof requestFrame>

export type IncomingFrame = { kind: 'result'; frame: ResultFrame } | { kind: 'error'; frame: ErrorFrame } | { kind: 'request'; frame: RequestFrame } | { kind: 'invalid'; reason: string }

/**
 * Classifies one text frame. Never throws: anything that is not a single JSON-RPC 2.0 object
 * comes back as `invalid` with the reason, for the caller to log and ignore.
 */
export function parseIncomingFrame(text: string): IncomingFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', reason: 'not JSON' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'invalid', reason: 'not a JSON-RPC object' }
  }
  // `result: v.unknown()` would also accept a missing key: decide the kind by the keys present first.
  if ('method' in value) {
    const parsed = v.safeParse(requestFrame, value)
    return parsed.success ? { kind: 'request', frame: parsed.output } : { kind: 'invalid', reason: 'malformed request' }
  }
  if ('error' in value) {
    const parsed = v.safeParse(errorFrame, value)
    return parsed.success ? { kind: 'error', frame: parsed.output } : { kind: 'invalid', reason: 'malformed error response' }
  }
  if ('result' in value) {
    const parsed = v.safeParse(resultFrame, value)
    return parsed.success ? { kind: 'result', frame: parsed.output } : { kind: 'invalid', reason: 'malformed response' }
  }
  return { kind: 'invalid', reason: 'neither a request nor a response' }
}

/** The relay pushes deliveries as `irn_subscription`; 2.21.8 matches on the suffix, and so do we. */
export function isSubscriptionMethod(method: string): boolean {
  return method.endsWith('_subscription')
}
