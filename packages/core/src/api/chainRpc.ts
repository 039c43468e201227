import * as v from 'valibot'
import { RPC_DEFAULTS } from '../constants.ts'
import type { WalletRpcRequest } from '../namespaceRequests.ts'
import type { Network } from '../types.ts'

const answerSchema = v.object({
  result: v.optional(v.unknown()),
  error: v.optional(v.object({ code: v.optional(v.number()), message: v.string() })),
})

/** A chain's RPC URLs in the order they are tried: the first, then its fallbacks. */
export type RpcUrls = string | readonly string[]

export interface ChainRpcPolicy {
  /** Further tries of one URL after no connection, a 5xx or a 429. */
  retryCount: number
  retryDelayMs: number
  /** Longest wait for one answer; a call that timed out is not sent to the same URL again. */
  timeoutMs: number
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

/**
 * One JSON-RPC 2.0 read from a chain's node (spec §7 Chain RPC: POST with jsonrpc, id, method,
 * params), through its URLs in order as fallback transports (spec §9: 3 retries 150 ms apart on a
 * URL that cannot be reached, answers 5xx or 429; 10 s for an answer). A JSON-RPC error is the node's
 * answer and throws at once; a body of another shape throws too.
 */
export async function callChainRpc(urls: RpcUrls, request: WalletRpcRequest, policy: ChainRpcPolicy = RPC_DEFAULTS): Promise<unknown> {
  const transports = typeof urls === 'string' ? [urls] : urls
  if (transports.length === 0) throw new Error(`${request.method}: the network has no RPC URL`)
  let failure: unknown
  for (const url of transports) {
    try {
      return await callOneUrl(url, request, policy)
    } catch (error) {
      if (error instanceof ChainRpcError) throw error
      failure = error
    }
  }
  throw failure
}

async function callOneUrl(url: string, request: WalletRpcRequest, policy: ChainRpcPolicy): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: request.method, params: request.params ?? [] }),
        signal: AbortSignal.timeout(policy.timeoutMs),
      })
    } catch (error) {
      if ((error as Error | null)?.name === 'TimeoutError') throw new Error(`${request.method}: the node did not answer within ${policy.timeoutMs} ms`, { cause: error })
      if (attempt < policy.retryCount) {
        await delay(policy.retryDelayMs)
        continue
      }
      throw new Error(`${request.method}: the node cannot be reached`, { cause: error })
    }
    if ((response.status >= 500 || response.status === 429) && attempt < policy.retryCount) {
      await response.body?.cancel()
      await delay(policy.retryDelayMs)
      continue
    }
    if (!response.ok) throw new Error(`${request.method}: the node answered HTTP ${response.status}`)
    const answer = v.parse(answerSchema, await response.json())
    if (answer.error) throw new ChainRpcError(`${request.method}: ${answer.error.message}`, answer.error.code)
    return answer.result ?? null
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
