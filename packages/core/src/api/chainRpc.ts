import * as v from 'valibot'
import type { WalletRpcRequest } from '../namespaceRequests.ts'
import type { Network } from '../types.ts'

const answerSchema = v.object({
  result: v.optional(v.unknown()),
  error: v.optional(v.object({ code: v.optional(v.number()), message: v.string() })),
})

/**
 * One JSON-RPC 2.0 read from a chain's node (spec §7 Chain RPC: POST with jsonrpc, id, method,
 * params). An error answer, a non-OK status or an answer of another shape throws.
 */
export async function callChainRpc(url: string, request: WalletRpcRequest): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: request.method, params: request.params ?? [] }),
  })
  if (!response.ok) throw new Error(`${request.method}: the node answered HTTP ${response.status}`)
  const answer = v.parse(answerSchema, await response.json())
  if (answer.error) throw new Error(`${request.method}: ${answer.error.message}`)
  return answer.result ?? null
}

/** One call to the network's own node: its first RPC URL (a Foyer network's is the server's RPC proxy). Throws where it has none. */
export function callNetworkNode(network: Pick<Network, 'name' | 'rpcUrls'>, request: WalletRpcRequest): Promise<unknown> {
  const url = network.rpcUrls.default.http[0]
  if (!url) return Promise.reject(new Error(`${network.name} has no RPC URL`))
  return callChainRpc(url, request)
}
