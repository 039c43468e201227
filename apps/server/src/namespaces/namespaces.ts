import { bip122Namespace } from './bip122/bip122Namespace.ts'
import { eip155Namespace } from './eip155/eip155Namespace.ts'
import { polkadotNamespace } from './polkadot/polkadotNamespace.ts'
import type { AnyServedNamespace, ChainOf, InputOf, ListedToken, ServedChainConfig } from './servedNamespace.ts'
import { solanaNamespace } from './solana/solanaNamespace.ts'

/**
 * Every namespace the server serves, one line each (namespaces/<ns>/). The config schema, the
 * chains file and devnet readers, and every module that serves chains fold over this list; the
 * order is the order chains are listed in (/v1/supported-chains, the proxy's messages).
 */
export const servedNamespaces = [eip155Namespace, solanaNamespace, bip122Namespace, polkadotNamespace] as const

type Namespaces = (typeof servedNamespaces)[number]

/** The served chains by namespace, as the resolved config keeps them (`settings.chains.eip155`). */
export type ServedChains = { [Namespace in Namespaces as Namespace['name']]: ChainOf<Namespace['chains']['schema']>[] }

// The kernel's settings carry the chains under this type without naming a namespace (kernel/settings/coreSettings.ts).
declare module '../kernel/settings/coreSettings.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ServedChainsByNamespace extends ServedChains {}
}

/** Each namespace's chains as a source describes them (config inputs, not yet validated), keyed by namespace. */
export type NamespacesChainsInput = { [Namespace in Namespaces as Namespace['name']]: InputOf<Namespace['chains']['schema']>[] }

/** Every served chain with its namespace, in the list's order: what a module folds over. */
export function eachServedChain(chains: ServedChains): { namespace: AnyServedNamespace; chain: ServedChainConfig }[] {
  return (servedNamespaces as readonly AnyServedNamespace[]).flatMap((namespace) => (chains as Record<string, ServedChainConfig[]>)[namespace.name]!.map((chain) => ({ namespace, chain })))
}

/** A served chain with its tokens named alike in every namespace (`address`: contract or mint). */
export type ListedChain = ServedChainConfig & { tokens: ListedToken[] }

/** Every served chain with its listed tokens: what prices, images and the onramp's fallback list read. */
export function listedChains(chains: ServedChains): ListedChain[] {
  return eachServedChain(chains).map(({ namespace, chain }) => ({ ...chain, tokens: namespace.listedTokens(chain) }))
}

/** The served namespace of a name (`eip155`), if it is served. */
export function servedNamespaceNamed(name: string): AnyServedNamespace | undefined {
  return (servedNamespaces as readonly AnyServedNamespace[]).find((namespace) => namespace.name === name)
}

/** The namespace a CAIP-2 id (or a CAIP-10 account id) belongs to, when it is served. */
export function namespaceOfId(caipId: string): AnyServedNamespace | undefined {
  return servedNamespaceNamed(caipId.slice(0, caipId.indexOf(':')))
}
