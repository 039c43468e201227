import type { Network } from '@foyer/core/internal'
import type { ProposalNamespace, Session } from '../types.ts'

/**
 * A session's CAIP-10 accounts (`<namespace>:<reference>:<address>`) in one namespace, read the
 * same way by every namespace's module: the chains it has accounts on and the addresses on a chain,
 * each once, in the order the wallet listed them.
 */

/** The CAIP-2 chains the session has accounts on in `namespace`, in the wallet's order. */
export function sessionChains(session: Pick<Session, 'namespaces'>, namespace: string): string[] {
  const accounts = session.namespaces[namespace]?.accounts ?? []
  return [...new Set(accounts.map((account) => account.split(':').slice(0, 2).join(':')))]
}

/** The addresses the session holds on one CAIP-2 chain, in the wallet's order; `isAddress` leaves out what is not one of the namespace's. */
export function sessionAddressesOn(session: Pick<Session, 'namespaces'>, chain: string, isAddress: (address: string) => boolean = () => true): string[] {
  const namespace = chain.split(':')[0]!
  const accounts = session.namespaces[namespace]?.accounts ?? []
  return [
    ...new Set(
      accounts
        .filter((account) => account.startsWith(`${chain}:`))
        .map((account) => account.split(':')[2]!)
        .filter(isAddress),
    ),
  ]
}

/** A namespace's part of a proposal: its configured networks' chains with its methods and events, none when no network of it is configured. */
export function namespaceProposal(networks: readonly Network[], namespace: string, methods: readonly string[], events: readonly string[]): ProposalNamespace | undefined {
  const chains = networks.filter((network) => network.chainNamespace === namespace).map((network) => network.caipNetworkId)
  return chains.length ? { chains, methods: [...methods], events: [...events] } : undefined
}

/** The addresses an `accountsChanged` event carries, bare or CAIP-10, each the namespace's (`isAddress`). */
export function addressesOfAccountsEvent(data: unknown, isAddress: (address: string) => boolean): string[] {
  if (!Array.isArray(data)) return []
  return data
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.split(':').at(-1)!)
    .filter(isAddress)
}
