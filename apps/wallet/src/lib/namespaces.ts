import type { ProposalNamespaces, ProposalParams } from '@foyer/walletconnect'
import type { SupportedNamespace, WalletNamespace } from '../namespaces/walletNamespace.ts'
import { caip2 } from './chains.ts'

/** The methods the wallet grants; the protocol client refuses any other a dapp sends (5101). */
export const WALLET_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain'] as const

export const WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const

// A type alias, not an interface, so it fits buildApprovedNamespaces's Record parameter.
export type SupportedNamespaces = { eip155: SupportedNamespace } & Record<string, SupportedNamespace>

/**
 * What the wallet can grant: its one account on every devnet chain, with the methods and events
 * above, and each other namespace's account where it has one (WalletNamespace.supported).
 */
export function supportedNamespaces(chainIds: readonly number[], address: string, others: readonly Pick<WalletNamespace, 'namespace' | 'supported'>[] = []): SupportedNamespaces {
  const chains = chainIds.map(caip2)
  return {
    eip155: {
      chains,
      methods: [...WALLET_METHODS],
      events: [...WALLET_EVENTS],
      accounts: chains.map((chain) => `${chain}:${address}`),
    },
    ...Object.fromEntries(others.map((side) => [side.namespace, side.supported])),
  }
}

/** What one proposal asks for, flattened for the proposal card: each chain, method and event once. */
export interface RequestedPermissions {
  /** CAIP-2 ids, the required ones first. */
  chains: { id: string; required: boolean; supported: boolean }[]
  methods: { name: string; required: boolean; supported: boolean }[]
  events: { name: string; required: boolean; supported: boolean }[]
}

/**
 * Merges required and optional namespaces, whether keyed by namespace (`eip155` with `chains`) or by
 * inline chain (`eip155:1`), and marks what this wallet supports, so the card can say what it will grant.
 */
export function requestedPermissions(proposal: Pick<ProposalParams, 'requiredNamespaces' | 'optionalNamespaces'>, supported: SupportedNamespaces): RequestedPermissions {
  const chains = new Map<string, boolean>()
  const methods = new Map<string, boolean>()
  const events = new Map<string, boolean>()
  const add = (into: Map<string, boolean>, key: string, required: boolean) => into.set(key, (into.get(key) ?? false) || required)
  const collect = (namespaces: ProposalNamespaces | undefined, required: boolean) => {
    for (const [key, namespace] of Object.entries(namespaces ?? {})) {
      const keyChains = key.includes(':') ? [key] : (namespace.chains ?? [])
      for (const chain of keyChains) add(chains, chain, required)
      for (const method of namespace.methods ?? []) add(methods, method, required)
      for (const event of namespace.events ?? []) add(events, event, required)
    }
  }
  collect(proposal.requiredNamespaces, true)
  collect(proposal.optionalNamespaces, false)

  const list = <K extends 'id' | 'name'>(from: Map<string, boolean>, key: K, isSupported: (value: string) => boolean) =>
    [...from]
      .map(([value, required]) => ({ [key]: value, required, supported: isSupported(value) }) as Record<K, string> & { required: boolean; supported: boolean })
      .sort((a, b) => Number(b.required) - Number(a.required))
  const granted = Object.values(supported).filter((namespace): namespace is SupportedNamespace => Boolean(namespace))
  const grants = (key: 'chains' | 'methods' | 'events') => (value: string) => granted.some((namespace) => namespace[key].includes(value))
  return {
    chains: list(chains, 'id', grants('chains')),
    methods: list(methods, 'name', grants('methods')),
    events: list(events, 'name', grants('events')),
  }
}
