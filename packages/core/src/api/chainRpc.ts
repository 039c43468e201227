import * as v from 'valibot'
import { RPC_DEFAULTS } from '../constants.ts'
import type { WalletRpcRequest } from '../namespaceRequests.ts'
import type { Network } from '../types.ts'

const answerSchema = v.object({
  id: v.optional(v.unknown()),
  result: v.optional(v.unknown()),
  error: v.optional(v.object({ code: v.optional(v.number()), message: v.string() })),
})
type Answer = v.InferOutput<typeof answerSchema>

/** A chain's RPC URLs in the order they are tried: the first, then its fallbacks. */
export type RpcUrls = string | readonly string[]

export interface ChainRpcPolicy {
  /** Further tries of one URL after no connection, a 5xx or a 429. */
  retryCount: number
  retryDelayMs: number
  /** Longest wait for one answer; a call that timed out is not sent to the same URL again. */
  timeoutMs: number
  /** The most calls one JSON-RPC batch carries; more made together leave in several. */
  batchSize: number
}

/** The node answered, with a JSON-RPC error: its answer, not a transport's failure (no retry, no fallback). */
export class ChainRpcError extends Error {
  override name = 'ChainRpcError'
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message)
  }
}

interface Call {
  id: number
  request: WalletRpcRequest
  resolve(result: unknown): void
  reject(error: unknown): void
}

/** Why a URL gave no answer, said after the method of each call it carried; `status` where it answered HTTP. */
class TransportFailure extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

/** Calls made together (before the current task yields), per chain (its URLs in order) and policy. */
const waiting = new Map<string, { transports: readonly string[]; policy: ChainRpcPolicy; calls: Call[] }>()
let nextId = 1

/**
 * One JSON-RPC 2.0 read from a chain's node (spec §7 Chain RPC: POST with jsonrpc, id, method,
 * params), through its URLs in order as fallback transports (spec §9: 3 retries 150 ms apart on a
 * URL that cannot be reached, answers 5xx or 429; 10 s for an answer). Reads of one chain made
 * together (before the current task yields: a `Promise.all` of them) leave as one JSON-RPC batch (at most `batchSize` calls each); a node that refuses
 * batches is asked each call on its own. A JSON-RPC error is the node's answer and throws at once;
 * a body of another shape throws too.
 */
export function callChainRpc(urls: RpcUrls, request: WalletRpcRequest, policy: ChainRpcPolicy = RPC_DEFAULTS): Promise<unknown> {
  const transports = typeof urls === 'string' ? [urls] : urls
  if (transports.length === 0) return Promise.reject(new Error(`${request.method}: the network has no RPC URL`))
  const key = JSON.stringify([transports, policy])
  return new Promise((resolve, reject) => {
    let batch = waiting.get(key)
    if (!batch) {
      batch = { transports, policy, calls: [] }
      waiting.set(key, batch)
      queueMicrotask(() => flush(key))
    }
    batch.calls.push({ id: nextId++, request, resolve, reject })
  })
}

function flush(key: string): void {
  const batch = waiting.get(key)
  waiting.delete(key)
  if (!batch) return
  const size = Math.max(1, batch.policy.batchSize)
  for (let start = 0; start < batch.calls.length; start += size) void send(batch.transports, batch.calls.slice(start, start + size), batch.policy)
}

/** Sends the calls through the URLs in order; each call settles with its answer, or with the last URL's failure. */
async function send(transports: readonly string[], calls: readonly Call[], policy: ChainRpcPolicy): Promise<void> {
  const body = calls.length === 1 ? request(calls[0]!) : calls.map(request)
  let failure: TransportFailure | undefined
  for (const url of transports) {
    let answer: unknown
    try {
      answer = await post(url, body, policy)
    } catch (error) {
      // A batch longer than the node takes (413: Foyer's RPC proxy takes 100 by default) goes again in halves.
      if (error instanceof TransportFailure && error.status === 413 && calls.length > 1) {
        const half = Math.ceil(calls.length / 2)
        return void (await Promise.all([send(transports, calls.slice(0, half), policy), send(transports, calls.slice(half), policy)]))
      }
      if (error instanceof TransportFailure) {
        failure = error
        continue
      }
      for (const call of calls) call.reject(error)
      return
    }
    if (calls.length === 1) return settle(calls[0]!, answer)
    // A node that does not take batches answers the array with one error: each call goes alone.
    if (!Array.isArray(answer)) return void (await Promise.all(calls.map((call) => send(transports, [call], policy))))
    const byId = new Map(answer.map((entry) => [(entry as { id?: unknown } | null)?.id, entry]))
    for (const call of calls) settle(call, byId.get(call.id))
    return
  }
  for (const call of calls) call.reject(new Error(`${call.request.method}: ${failure?.message}`, { cause: failure?.cause }))
}

function request(call: Call) {
  return { jsonrpc: '2.0', id: call.id, method: call.request.method, params: call.request.params ?? [] }
}

function settle(call: Call, entry: unknown): void {
  const outcome = outcomeOf(call.request, entry)
  if (outcome instanceof Error) call.reject(outcome)
  else call.resolve(outcome.result)
}

/** A call's result from its entry of the node's answer, or the error it ends with. */
function outcomeOf(request: WalletRpcRequest, entry: unknown): { result: unknown } | Error {
  if (entry === undefined) return new Error(`${request.method}: the node left it out of its answer to the batch`)
  const parsed = v.safeParse(answerSchema, entry)
  if (!parsed.success) return new Error(`${request.method}: the node's answer is not JSON-RPC`)
  const answer: Answer = parsed.output
  if (answer.error) return new ChainRpcError(`${request.method}: ${answer.error.message}`, answer.error.code)
  return { result: answer.result ?? null }
}

/** One URL's answer to a body, retried on no connection, a 5xx or a 429; a timeout is not retried. */
async function post(url: string, body: unknown, policy: ChainRpcPolicy): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    let response: Response
    try {
      response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(policy.timeoutMs) })
    } catch (error) {
      if ((error as Error | null)?.name === 'TimeoutError') throw new TransportFailure(`the node did not answer within ${policy.timeoutMs} ms`, undefined, { cause: error })
      if (attempt < policy.retryCount) {
        await delay(policy.retryDelayMs)
        continue
      }
      throw new TransportFailure('the node cannot be reached', undefined, { cause: error })
    }
    if ((response.status >= 500 || response.status === 429) && attempt < policy.retryCount) {
      await response.body?.cancel()
      await delay(policy.retryDelayMs)
      continue
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new TransportFailure(`the node answered HTTP ${response.status}`, response.status)
    }
    return response.json().catch((error: unknown) => Promise.reject(new TransportFailure('the node answered with no JSON', undefined, { cause: error })))
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** One call to the network's own nodes: its RPC URLs in order (a Foyer network's is the server's RPC proxy). Throws where it has none. */
export function callNetworkNode(network: Pick<Network, 'name' | 'rpcUrls'>, request: WalletRpcRequest): Promise<unknown> {
  const urls = network.rpcUrls.default.http
  if (urls.length === 0) return Promise.reject(new Error(`${network.name} has no RPC URL`))
  return callChainRpc(urls, request)
}
