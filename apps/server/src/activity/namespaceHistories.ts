import { servedNamespaces } from '../namespaces/namespaces.ts'
import type { AddressRules, AnyServedNamespace, NamespaceHistory, ServedChainConfig } from '../namespaces/servedNamespace.ts'
import type { UpstreamPolicy } from '../rpc/upstreams.ts'

/** A chain whose history its namespace reads itself (not the activity indexer's), with that namespace's address rule. */
export interface NamespaceHistoryChain {
  chain: ServedChainConfig
  address: AddressRules
  history: NamespaceHistory<ServedChainConfig>
}

/** How the namespaces' history reads treat their servers: as the balance reads do, an answer in 5 s or the next server. */
const HISTORY_POLICY: UpstreamPolicy = { retryCount: 1, retryDelayMs: 150, timeoutMs: 5_000 }

/** Each served chain of a namespace that reads its own history (`ServedNamespace.history`), by CAIP-2 id. */
export function namespaceHistoryChains(chains: Record<string, readonly ServedChainConfig[]>): ReadonlyMap<string, NamespaceHistoryChain> {
  const byId = new Map<string, NamespaceHistoryChain>()
  for (const namespace of servedNamespaces as readonly AnyServedNamespace[]) {
    const served = chains[namespace.name] ?? []
    if (!namespace.history || served.length === 0) continue
    const history = namespace.history(served, HISTORY_POLICY)
    for (const chain of served) byId.set(chain.caipNetworkId, { chain, address: namespace.address, history })
  }
  return byId
}
