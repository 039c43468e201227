import type { Network } from '@foyer/core/internal'
import type { ProposalNamespaces, Session } from '../types.ts'
import type { NamespaceSessionModule } from './namespaceSessionModule.ts'
import { sessionAddressesOn, sessionChains } from './sessionAccounts.ts'

/** What Foyer asks an EVM wallet for: every method the modal and a host's viem client use. */
export const EIP155_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_sendTransaction',
  'eth_signTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const

export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

/**
 * The proposal's namespaces. Everything is optional, as current dapps do: a wallet approves what
 * it supports and the modal works with what was approved (a strict `required` set makes wallets
 * reject the whole proposal for one missing chain).
 */
export function proposalNamespaces(networks: readonly Network[]): { requiredNamespaces: ProposalNamespaces; optionalNamespaces: ProposalNamespaces } {
  const chains = networks.filter((n) => n.chainNamespace === 'eip155').map((n) => n.caipNetworkId)
  return {
    requiredNamespaces: {},
    optionalNamespaces: chains.length ? { eip155: { chains, methods: [...EIP155_METHODS], events: [...EIP155_EVENTS] } } : {},
  }
}

/** The `eip155:<ref>` chains the session has accounts on, in the order the wallet listed them. */
export function sessionEip155Chains(session: Pick<Session, 'namespaces'>): string[] {
  return sessionChains(session, 'eip155')
}

/** Addresses the session holds on one chain, de-duplicated, in the wallet's order. */
export function addressesOn(session: Pick<Session, 'namespaces'>, caipNetworkId: string): string[] {
  return sessionAddressesOn(session, caipNetworkId)
}

/** The chain to use after approval: the one the modal was on when the wallet approved it, else the wallet's first. */
export function activeChainOf(session: Pick<Session, 'namespaces'>, preferred?: string): string | undefined {
  const chains = sessionEip155Chains(session)
  return preferred && chains.includes(preferred) ? preferred : chains[0]
}

/** `chainChanged` data as wallets send it: a number, a hex or decimal string, or a CAIP-2 id. */
export function chainReferenceOf(data: unknown): number | undefined {
  if (typeof data === 'number' && Number.isSafeInteger(data)) return data
  if (typeof data !== 'string') return undefined
  const reference = data.startsWith('eip155:') ? data.slice('eip155:'.length) : data
  const value = /^0x[0-9a-f]+$/i.test(reference) ? Number.parseInt(reference, 16) : /^\d+$/.test(reference) ? Number(reference) : Number.NaN
  return Number.isSafeInteger(value) ? value : undefined
}

/** `accountsChanged` data: addresses or CAIP-10 accounts. */
export function addressesOf(data: unknown): string[] {
  if (!Array.isArray(data)) return []
  return data
    .filter((a): a is string => typeof a === 'string')
    .map((a) => (a.includes(':') ? (a.split(':')[2] ?? '') : a))
    .filter(Boolean)
}

/** eip155's part of a session, listed in sessionNamespaces.ts. */
export const eip155Session: NamespaceSessionModule<'eip155'> = {
  namespace: 'eip155',
  label: 'EVM',
  proposal: (networks) => proposalNamespaces(networks).optionalNamespaces.eip155,
  chains: sessionEip155Chains,
  addressesOn,
  chainIdOf: (chain) => Number(chain.split(':')[1]),
  chainIdOfEvent: chainReferenceOf,
  addressesOfEvent: addressesOf,
  signMessage: (message, address) => ({ method: 'personal_sign', params: [utf8Hex(message), address] }),
  switchChain: (session, network) =>
    session.namespaces.eip155?.methods.includes('wallet_switchEthereumChain') ? { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${Number(network.id).toString(16)}` }] } : undefined,
}

function utf8Hex(text: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
