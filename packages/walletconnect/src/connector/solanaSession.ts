import { encodeBase58 } from '../base58.ts'
import type { NamespaceSessionModule } from './namespaceSessionModule.ts'
import { addressesOfAccountsEvent, namespaceProposal, sessionAddressesOn, sessionChains } from './sessionAccounts.ts'

/** What Foyer asks a Solana wallet for: WalletConnect's Solana RPC (docs.walletconnect.com/advanced/multichain/rpc-reference/solana-rpc). */
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions', 'solana_getAccounts', 'solana_requestAccounts'] as const

/** Solana wallets send no chain or account events over WalletConnect; a session update says it all. */
export const SOLANA_EVENTS = [] as const

const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** solana's part of a session, listed in sessionNamespaces.ts. */
export const solanaSession: NamespaceSessionModule<'solana'> = {
  namespace: 'solana',
  label: 'Solana',
  proposal: (networks) => namespaceProposal(networks, 'solana', SOLANA_METHODS, SOLANA_EVENTS),
  chains: (session) => sessionChains(session, 'solana'),
  addressesOn: (session, chain) => sessionAddressesOn(session, chain, (address) => ADDRESS.test(address)),
  chainIdOf: (chain) => chain.slice('solana:'.length),
  chainIdOfEvent: (data) => (typeof data === 'string' && /^(solana:)?[1-9A-HJ-NP-Za-km-z]{32}$/.test(data) ? data.replace(/^solana:/, '') : undefined),
  addressesOfEvent: (data) => addressesOfAccountsEvent(data, (address) => ADDRESS.test(address)),
  signMessage: (message, address) => ({ method: 'solana_signMessage', params: { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address } }),
  signatureOf(answer) {
    const signature = (answer as { signature?: unknown } | null)?.signature
    if (typeof signature !== 'string') throw new Error('The wallet answered solana_signMessage without a signature')
    return signature
  },
  // A Solana account serves every cluster: the session's chains are the wallet's answer, nothing to switch.
  switchChain: () => undefined,
}
