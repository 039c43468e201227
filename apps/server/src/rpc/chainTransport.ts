import { custom, RpcRequestError, type Transport } from 'viem'
import type { ChainConfig } from '../namespaces/eip155/eip155ChainConfig.ts'
import type { JsonRpcRequest, JsonRpcResponse } from './jsonRpc.ts'
import { fallbackUpstreams, type UpstreamPolicy } from './upstreams.ts'

/** Nodes refuse batches past some size (commonly 1,000 calls); a longer queue leaves in several. */
const MAX_BATCH_SIZE = 1_000

/** Names the node in viem's error messages: its URL may carry an API key. */
const NODE_LABEL = 'the chain’s RPC node'

/** A chain's RPC URLs in order: the primary, then its fallbacks. */
export function chainRpcUrls(chain: Pick<ChainConfig, 'rpcUrl' | 'rpcUrls'>): string[] {
  return [chain.rpcUrl, ...(chain.rpcUrls ?? [])]
}

/**
 * A viem transport over a chain's RPC URLs with the proxy's own fallback rules (rpc/upstreams.ts:
 * retries on no connection, 5xx and 429, then the next URL; a call that timed out is not sent again;
 * a JSON-RPC error is the node's answer), so
 * balances and the activity indexer keep reading when the primary node is down. Calls made in the
 * same turn of the event loop leave as one JSON-RPC batch, as viem's http transport with `batch`.
 * `signal` aborts every call under way (a stopping indexer).
 */
export function chainTransport(chain: Pick<ChainConfig, 'rpcUrl' | 'rpcUrls'> & { caipNetworkId?: string }, policy: UpstreamPolicy, signal?: AbortSignal): Transport {
  const upstreams = fallbackUpstreams(chainRpcUrls(chain), { ...policy, chainId: chain.caipNetworkId })
  let queue: Call[] = []
  let nextId = 0

  const flush = () => {
    const calls = queue
    queue = []
    for (let start = 0; start < calls.length; start += MAX_BATCH_SIZE) void send(calls.slice(start, start + MAX_BATCH_SIZE))
  }
  const send = async (calls: Call[]) => {
    try {
      const requests = calls.map((call) => call.request)
      const answers = await upstreams.send(requests.length === 1 ? requests[0]! : requests, { signal })
      const byId = new Map(answers.map((answer) => [answer.id, answer]))
      for (const call of calls) settle(call, byId.get(call.request.id) ?? byId.get(null))
    } catch (error) {
      for (const call of calls) call.reject(error)
    }
  }

  return custom(
    {
      request: ({ method, params }) =>
        new Promise((resolve, reject) => {
          if (queue.length === 0) setImmediate(flush)
          queue.push({ request: { jsonrpc: '2.0', id: nextId++, method, params }, resolve, reject })
        }),
    },
    // The upstream policy retries; viem retrying on top would multiply the attempts.
    { retryCount: 0 },
  )
}

interface Call {
  request: JsonRpcRequest
  resolve(result: unknown): void
  reject(error: unknown): void
}

function settle(call: Call, answer: JsonRpcResponse | undefined): void {
  if (!answer) return call.reject(new Error(`${NODE_LABEL} left request ${call.request.id} of a batch unanswered`))
  if (answer.error) return call.reject(new RpcRequestError({ body: call.request, error: answer.error, url: NODE_LABEL }))
  call.resolve(answer.result)
}
