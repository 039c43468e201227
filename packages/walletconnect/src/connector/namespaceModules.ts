import type { ChainNamespace, Network } from '@foyer/core/internal'
import type { ProposalNamespace } from '../types.ts'
import { eip155Session } from './eip155Session.ts'
import type { NamespaceSessionModule } from './namespaceSessionModule.ts'

/** One line per namespace the WalletConnect connector speaks. */
export const NAMESPACE_SESSION_MODULES: Partial<Record<ChainNamespace, NamespaceSessionModule>> = {
  eip155: eip155Session,
}

/** The proposal for every namespace the host has networks in; everything optional (see eip155Session.ts). */
export function sessionProposal(networks: readonly Network[]): { requiredNamespaces: Record<string, ProposalNamespace>; optionalNamespaces: Record<string, ProposalNamespace> } {
  const optionalNamespaces: Record<string, ProposalNamespace> = {}
  for (const module of Object.values(NAMESPACE_SESSION_MODULES)) {
    const entry = module.proposal(networks)
    if (entry) optionalNamespaces[module.namespace] = entry
  }
  return { requiredNamespaces: {}, optionalNamespaces }
}

/** The module of the connector's namespace; a namespace without one is a setup mistake. */
export function sessionModuleOf(namespace: ChainNamespace): NamespaceSessionModule {
  const module = NAMESPACE_SESSION_MODULES[namespace]
  if (!module) throw new Error(`WalletConnect does not speak the ${namespace} namespace yet.`)
  return module
}
