import { z } from 'zod'
import { UnreadableChainError } from '../../balances/holding.ts'
import { fallbackUpstreams, type UpstreamPolicy } from '../../rpc/upstreams.ts'
import type { PolkadotChainConfig } from './polkadotChainConfig.ts'

/**
 * A node answered, but with a JSON-RPC error or something other than the chain's data: its answer,
 * not an outage (no other node is asked); the balance route answers 503 with it.
 */
export class PolkadotRpcError extends UnreadableChainError {
  override name = 'PolkadotRpcError'
}

/** What `system_properties` says of the chain's token and addresses; a chain may leave any out, and a multi-token chain lists several. */
const systemPropertiesSchema = z.object({
  ss58Format: z.number().int().optional(),
  tokenSymbol: z.union([z.string(), z.array(z.string())]).optional(),
  tokenDecimals: z.union([z.number().int(), z.array(z.number().int())]).optional(),
})

export interface PolkadotChainProperties {
  ss58Format?: number | undefined
  tokenSymbol?: string | undefined
  tokenDecimals?: number | undefined
}

/** JSON-RPC calls to one chain's nodes over HTTP, primary then fallbacks, within `policy`. */
export function polkadotRpc(chain: Pick<PolkadotChainConfig, 'rpcUrl' | 'rpcUrls'>, policy: UpstreamPolicy) {
  const upstreams = fallbackUpstreams([chain.rpcUrl, ...(chain.rpcUrls ?? [])], policy)
  let nextId = 0
  async function call(method: string, params: unknown[] = [], signal?: AbortSignal): Promise<unknown> {
    const [answer] = await upstreams.send({ jsonrpc: '2.0', id: nextId++, method, params }, signal ? { signal } : {})
    if (!answer) throw new PolkadotRpcError(`the node gave no answer to ${method}`)
    if (answer.error) throw new PolkadotRpcError(`the node answered ${method} with error ${answer.error.code}: ${answer.error.message}`)
    return answer.result
  }
  return {
    call,
    /** The chain's own token and address prefix (the first token's, on a multi-token chain). */
    async properties(signal?: AbortSignal): Promise<PolkadotChainProperties> {
      const parsed = systemPropertiesSchema.safeParse(await call('system_properties', [], signal))
      if (!parsed.success) throw new PolkadotRpcError('the node answered system_properties with something other than the chain properties')
      const { ss58Format, tokenSymbol, tokenDecimals } = parsed.data
      return { ss58Format, tokenSymbol: [tokenSymbol].flat()[0], tokenDecimals: [tokenDecimals].flat()[0] }
    },
  }
}

/** Where the chain's own properties disagree with its configuration, in words (nothing when they agree or the chain does not say). */
export function propertiesMismatch(chain: Pick<PolkadotChainConfig, 'caipNetworkId' | 'nativeCurrency' | 'ss58Prefix'>, properties: PolkadotChainProperties): string | undefined {
  const problems: string[] = []
  if (properties.ss58Format !== undefined && properties.ss58Format !== chain.ss58Prefix) problems.push(`its ss58Format is ${properties.ss58Format}, configured ss58Prefix ${chain.ss58Prefix}`)
  if (properties.tokenSymbol !== undefined && properties.tokenSymbol !== chain.nativeCurrency.symbol)
    problems.push(`its tokenSymbol is ${properties.tokenSymbol}, configured nativeCurrency.symbol ${chain.nativeCurrency.symbol}`)
  if (properties.tokenDecimals !== undefined && properties.tokenDecimals !== chain.nativeCurrency.decimals)
    problems.push(`its tokenDecimals is ${properties.tokenDecimals}, configured nativeCurrency.decimals ${chain.nativeCurrency.decimals}`)
  return problems.length ? `the node of ${chain.caipNetworkId} disagrees with its configuration: ${problems.join('; ')}` : undefined
}
