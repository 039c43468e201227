import type { PublicClient } from 'viem'
import type { CoreSettings } from '../kernel/settings/coreSettings.ts'
import { eachServedChain } from '../namespaces/namespaces.ts'
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
  /** A client of the chain's nodes where only the chain can check a signature (an EVM smart account's); undefined where keys are checked here. */
  client(chainId: string): PublicClient | undefined
}

/** The chains of every namespace that offers sign-in, each with the client its namespace asks smart accounts through. */
export function siwxChains(settings: Pick<CoreSettings, 'chains'>): SiwxChains {
  const signable = eachServedChain(settings.chains).filter(({ namespace }) => namespace.siwx)
  const clients = new Map<string, PublicClient>(
    signable.flatMap(({ namespace, chain }) => (namespace.siwx?.chainClient ? [[chain.caipNetworkId, namespace.siwx.chainClient(chain, SIWX_RPC_POLICY)] as const] : [])),
  )
  const ids = signable.map(({ chain }) => chain.caipNetworkId)
  return {
    served: (chainId) => ids.includes(chainId),
    ids,
    client: (chainId) => clients.get(chainId),
  }
}
