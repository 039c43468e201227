import type { Dependency } from '../../kernel/dependency.ts'
import type { ChainConfig } from './eip155ChainConfig.ts'

/**
 * A chain's RPC node as a readiness dependency: it must answer eth_chainId with the chain's own
 * id (a node of another chain behind the configured URL is as unusable as no node), and every
 * configured token must have a contract there (a replaced devnet answers its id but lost them:
 * balances would fail while the server called itself ready). One JSON-RPC batch.
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
        body: JSON.stringify([
          { jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] },
          ...chain.tokens.map((token, index) => ({ jsonrpc: '2.0', id: index + 1, method: 'eth_getCode', params: [token.address, 'latest'] })),
        ]),
        signal,
      })
      if (!response.ok) throw new Error(`answered HTTP ${response.status}`)
      const answers = (await response.json()) as { id?: unknown; result?: unknown; error?: { message?: unknown } }[]
      if (!Array.isArray(answers)) throw new Error('did not answer a JSON-RPC batch')
      const byId = new Map(answers.map((answer) => [answer.id, answer]))
      const answer = byId.get(0)
      if (!answer || answer.error) throw new Error(`answered eth_chainId with an error: ${String(answer?.error?.message ?? 'no answer')}`)
      const chainId = typeof answer.result === 'string' ? Number(answer.result) : NaN
      if (chainId !== expected) throw new Error(`serves chain ${answer.result as string}, not ${expected}`)
      const missing = chain.tokens.filter((_, index) => {
        const code = byId.get(index + 1)?.result
        return typeof code !== 'string' || code === '0x' || code === '0x0'
      })
      if (missing.length) throw new Error(`has no contract for ${missing.map((token) => `${token.symbol} (${token.address})`).join(', ')}`)
    },
  }
}
