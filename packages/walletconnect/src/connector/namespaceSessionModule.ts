import type { ChainNamespace, Network, WalletRpcRequest } from '@foyer/core/internal'
import type { ProposalNamespace, Session } from '../types.ts'

/**
 * What the connector needs to know of one namespace to hold its part of a session: what to
 * propose, how the session names its chains and accounts, how its events read, and how a message
 * signature and a chain switch are asked. Requests themselves pass through as the namespace's RPC.
 * One file `<ns>Session.ts` implements it, and one line in sessionNamespaces.ts lists it.
 */
export interface NamespaceSessionModule<N extends ChainNamespace = ChainNamespace> {
  namespace: N
  /** How a message names the namespace's accounts: 'EVM' in "The wallet approved no EVM account." */
  label: string
  /** The proposal's entry for the host's networks of this namespace; undefined when it has none. */
  proposal(networks: readonly Network[]): ProposalNamespace | undefined
  /** The CAIP-2 chains the session has accounts on, in the wallet's order. */
  chains(session: Pick<Session, 'namespaces'>): string[]
  /** The addresses the session holds on one CAIP-2 chain. */
  addressesOn(session: Pick<Session, 'namespaces'>, chain: string): string[]
  /** The network `id` inside the namespace of a CAIP-2 chain. */
  chainIdOf(chain: string): number | string
  /** The network `id` a wallet's chainChanged event names, if it names one. */
  chainIdOfEvent(data: unknown): number | string | undefined
  /** The addresses of a wallet's accountsChanged event. */
  addressesOfEvent(data: unknown): string[]
  signMessage(message: string, address: string): WalletRpcRequest
  /** The signature in the wallet's answer to signMessage's request, where it is not the answer itself. */
  signatureOf?(answer: unknown): string
  /** The request telling the wallet the dapp moved to `network`, where the session's methods allow one. */
  switchChain(session: Pick<Session, 'namespaces'>, network: Network): WalletRpcRequest | undefined
}
