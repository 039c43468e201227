import { badRequest } from '../kernel/http/httpError.ts'
import type { EmbeddedWallet } from '../namespaces/embeddedWallet.ts'
import { servedNamespaces, type ServedChains } from '../namespaces/namespaces.ts'
import type { AnyServedNamespace, ServedChainConfig } from '../namespaces/servedNamespace.ts'
import type { NamespaceAddressesOf, UserAddresses } from './keys/userKeys.ts'
import type { AuthSettings } from './authSettings.ts'

/** A namespace the embedded wallet serves (ServedNamespace.embeddedWallet). */
export type WalletNamespace = AnyServedNamespace & { embeddedWallet: EmbeddedWallet<ServedChainConfig> }

/**
 * A chain the embedded wallet serves: one of the server's chains (with its nodes, so transactions
 * can be sent), or one its namespace signs on without them (the auth settings' Solana clusters).
 */
export interface AuthChain {
  namespace: WalletNamespace
  caipNetworkId: string
  /** The served chain's config; undefined on a chain served for signing only. */
  config?: ServedChainConfig
}

export interface AuthChains {
  /** Answered when a request names no chain: the server's first chain (its first EVM chain). */
  readonly defaultChain: AuthChain
  /** The chain a CAIP-2 id or a bare chain number (an EVM chain id) names, or undefined when it is not served. */
  find(chainId: string | number): AuthChain | undefined
  /** The served ids, for messages. */
  readonly ids: readonly string[]
}

/** The namespaces the embedded wallet serves, in the list's order. */
export const walletNamespaces = (servedNamespaces as readonly AnyServedNamespace[]).filter((namespace): namespace is WalletNamespace => namespace.embeddedWallet !== undefined)

/** Each wallet namespace's chains: first those it signs on only, then the server's (whose nodes a chain of both gains). */
export function authChains(served: ServedChains, settings: AuthSettings): AuthChains {
  const chains = new Map<string, AuthChain>()
  for (const namespace of walletNamespaces) {
    for (const id of namespace.embeddedWallet.signingOnlyChains?.(settings) ?? []) chains.set(id, { namespace, caipNetworkId: id })
    for (const config of (served as Record<string, readonly ServedChainConfig[]>)[namespace.name]!) chains.set(config.caipNetworkId, { namespace, caipNetworkId: config.caipNetworkId, config })
  }
  const numbered = walletNamespaces.find((namespace) => namespace.embeddedWallet.chainOfNumber)
  const ids = [...chains.keys()]
  return {
    defaultChain: chains.values().next().value!,
    ids,
    find(chainId) {
      const text = String(chainId).trim()
      return chains.get(/^\d+$/.test(text) && numbered ? numbered.embeddedWallet.chainOfNumber!(text) : text)
    },
  }
}

/** The chain `chainId` names, or a 400 naming `field` and the served chains. */
export function servedChain(chains: AuthChains, chainId: string | number, field: string): AuthChain {
  const chain = chains.find(chainId)
  if (!chain) throw badRequest(`${field} ${String(chainId).slice(0, 64)} is not served by this server; it serves ${chains.ids.join(', ')}`)
  return chain
}

/**
 * The address of a user on a chain, as its namespace keeps it (the EVM one on eip155, the Solana
 * one on solana, the network's BIP-84 one on bip122, the account written with the chain's SS58 prefix on polkadot). The user's namespace addresses are complete
 * by then (userWithNamespaceAddresses); a row that lacks one is a fault of the server's.
 */
export function addressOn(chain: AuthChain, user: UserAddresses): string {
  const address = chain.namespace.embeddedWallet.addressOf(user, chain.caipNetworkId, chain.config)
  if (address === undefined) throw new Error(`the user row keeps no ${chain.namespace.name} address for ${chain.caipNetworkId}`)
  return address
}

/** Every wallet namespace's kept addresses for a seed, in one record (their keys are their own). */
export const namespaceAddressesOf: NamespaceAddressesOf = (seed) => Object.assign({}, ...walletNamespaces.map((namespace) => namespace.embeddedWallet.namespaceAddresses?.derive(seed) ?? {}))

/** Whether the row keeps every address the wallet namespaces keep (a user made before one was served may not). */
export function keepsEveryNamespaceAddress(user: UserAddresses): boolean {
  return walletNamespaces.every((namespace) => (namespace.embeddedWallet.namespaceAddresses?.keys ?? []).every((key) => key in user.namespaceAddresses))
}
