import type { ChainConfig } from '../serverConfig.ts'
import type { Dependency } from './dependency.ts'

/**
 * A chain's RPC node as a readiness dependency: it must answer eth_chainId with the chain's own
 * id (a node of another chain behind the configured URL is as unusable as no node).
 * The URL is never part of a message: it may carry an API key.
 */
export function rpcDependency(chain: ChainConfig): Dependency {
  const expected = Number(chain.caipNetworkId.split(':')[1])
  return {
    name: `${chain.caipNetworkId} (${chain.name}) RPC node`,
    async check(signal) {
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal,
      })
      if (!response.ok) throw new Error(`answered HTTP ${response.status}`)
      const answer = (await response.json()) as { result?: unknown; error?: { message?: unknown } }
      if (answer.error) throw new Error(`answered eth_chainId with an error: ${String(answer.error.message)}`)
      const chainId = typeof answer.result === 'string' ? Number(answer.result) : NaN
      if (chainId !== expected) throw new Error(`serves chain ${answer.result as string}, not ${expected}`)
    },
  }
}
