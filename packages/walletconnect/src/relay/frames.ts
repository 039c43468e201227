import * as z from 'zod/mini'

/**
 * What the relay may send us, validated before anything reads it (design note §3.3, §3.4).
 * zod/mini, not zod: this file ships in the dapp's WalletConnect chunk, which has a size budget.
 */

/** JSON-RPC ids: we send 19-digit strings and expect them back verbatim; the relay's own ids are numbers. */
const jsonRpcId = z.union([z.string(), z.number()])

const resultFrame = z.object({
  id: jsonRpcId,
  jsonrpc: z.literal('2.0'),
  result: z.unknown(),
})

const errorFrame = z.object({
  id: jsonRpcId,
  jsonrpc: z.literal('2.0'),
  error: z.object({
    code: z.optional(z.number()),
    message: z.optional(z.string()),
    data: z.optional(z.unknown()),
  }),
})

const requestFrame = z.object({
  id: jsonRpcId,
  jsonrpc: z.literal('2.0'),
  method: z.string(),
  params: z.optional(z.unknown()),
})

/** Params of an `irn_subscription` push. Only these fields are read; `attestation` and others are ignored. */
export const subscriptionParams = z.object({
  id: z.string(),
  data: z.object({
    topic: z.string().check(z.minLength(1)),
    message: z.string().check(z.minLength(1)),
    publishedAt: z.number(),
    tag: z.optional(z.number()),
  }),
})

export type ResultFrame = z.infer<typeof resultFrame>
export type ErrorFrame = z.infer<typeof errorFrame>
export type RequestFrame = z.infer<typeof requestFrame>

export type IncomingFrame =
  | { kind: 'result'; frame: ResultFrame }
  | { kind: 'error'; frame: ErrorFrame }
  | { kind: 'request'; frame: RequestFrame }
  | { kind: 'invalid'; reason: string }

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
  // `result: z.unknown()` would also accept a missing key: decide the kind by the keys present first.
  if ('method' in value) {
    const parsed = requestFrame.safeParse(value)
    return parsed.success ? { kind: 'request', frame: parsed.data } : { kind: 'invalid', reason: 'malformed request' }
  }
  if ('error' in value) {
    const parsed = errorFrame.safeParse(value)
    return parsed.success ? { kind: 'error', frame: parsed.data } : { kind: 'invalid', reason: 'malformed error response' }
  }
  if ('result' in value) {
    const parsed = resultFrame.safeParse(value)
    return parsed.success ? { kind: 'result', frame: parsed.data } : { kind: 'invalid', reason: 'malformed response' }
  }
  return { kind: 'invalid', reason: 'neither a request nor a response' }
}

/** The relay pushes deliveries as `irn_subscription`; 2.21.8 matches on the suffix, and so do we. */
export function isSubscriptionMethod(method: string): boolean {
  return method.endsWith('_subscription')
}
