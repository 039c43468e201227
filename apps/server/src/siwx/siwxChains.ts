import type { PublicClient } from 'viem'
import type { CoreSettings } from '../coreSettings.ts'
import { eachServedChain } from '../namespaces/namespaces.ts'
import { chainTransport } from '../rpc/chainTransport.ts'
import { nodeClient } from '../rpc/nodeClient.ts'
import type { UpstreamPolicy } from '../rpc/upstreams.ts'

/**
 * A smart account's signature is asked of its chain while the visitor waits: each node once, 4 s at
 * most (a node that does not answer is asked twice: the check, then whether it answers at all).
 */
const SIWX_RPC_POLICY: UpstreamPolicy = { retryCount: 0, retryDelayMs: 0, timeoutMs: 4_000 }

/** The chains a sign-in may be for (the server's configured ones), and how each one's smart accounts are asked. */
export interface SiwxChains {
  served(chainId: string): boolean
  /** Every served CAIP-2 id, for messages naming them. */
  readonly ids: readonly string[]
  /** A client of an EVM chain's nodes (EIP-1271/6492 checks); undefined for Solana, whose keys are checked here. */
  client(chainId: string): PublicClient | undefined
}

export function siwxChains(settings: Pick<CoreSettings, 'chains'>): SiwxChains {
  const clients = new Map<string, PublicClient>(
    settings.chains.eip155.map((chain) => [chain.caipNetworkId, nodeClient(chainTransport(chain, SIWX_RPC_POLICY))]),
  )
  const ids = eachServedChain(settings.chains).map(({ chain }) => chain.caipNetworkId)
  return {
    served: (chainId) => ids.includes(chainId),
    ids,
    client: (chainId) => clients.get(chainId),
  }
}
