import type { ChainNamespace, Network } from '@foyer/core/internal'
import type { ProposalNamespace } from '../types.ts'
import type { NamespaceSessionModule } from './namespaceSessionModule.ts'

/** The proposal for every namespace the host has networks in; everything optional (see eip155Session.ts). */
export function sessionProposal(
  modules: readonly NamespaceSessionModule[],
  networks: readonly Network[],
): { requiredNamespaces: Record<string, ProposalNamespace>; optionalNamespaces: Record<string, ProposalNamespace> } {
  const optionalNamespaces: Record<string, ProposalNamespace> = {}
  for (const module of modules) {
    const entry = module.proposal(networks)
    if (entry) optionalNamespaces[module.namespace] = entry
  }
  return { requiredNamespaces: {}, optionalNamespaces }
}

/** The module of the connector's namespace; a namespace without one is a setup mistake. */
export function sessionModuleOf(modules: readonly NamespaceSessionModule[], namespace: ChainNamespace): NamespaceSessionModule {
  const module = modules.find((candidate) => candidate.namespace === namespace)
  if (!module) throw new Error(`WalletConnect does not speak the ${namespace} namespace yet.`)
  return module
}
