import { DevWalletError } from './errors.ts'
import type { DevWalletChain } from './state.ts'

let nextId = 1

/** Sends one JSON-RPC call to the chain's node, passing the node's own error through. */
export async function forwardToChain(chain: DevWalletChain, method: string, params: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
  } catch (error) {
    throw new DevWalletError(4901, `${chain.name} is unreachable at ${chain.rpcUrl}.`, { cause: String(error) })
  }
  if (!response.ok) throw new DevWalletError(-32603, `HTTP status code: ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw new DevWalletError(body.error.code, body.error.message, body.error.data)
  return body.result
}
