import type { ChainNamespace, Network } from '@foyer/core/internal'
import type { ProposalNamespace } from '../types.ts'
import { eip155Session } from './eip155Session.ts'
import type { NamespaceSessionModule } from './namespaceSessionModule.ts'
import type { WalletConnectNamespace } from './sessionNamespaces.ts'
import { solanaSession } from './solanaSession.ts'

/** One line per namespace WalletConnect speaks (sessionNamespaces.ts lists them for the first load). */
export const NAMESPACE_SESSION_MODULES: Record<WalletConnectNamespace, NamespaceSessionModule> = {
  eip155: eip155Session,
  solana: solanaSession,
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
  const module = (NAMESPACE_SESSION_MODULES as Partial<Record<ChainNamespace, NamespaceSessionModule>>)[namespace]
  if (!module) throw new Error(`WalletConnect does not speak the ${namespace} namespace yet.`)
  return module
}
