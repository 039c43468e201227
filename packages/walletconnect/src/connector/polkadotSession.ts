import type { NamespaceSessionModule } from './namespaceSessionModule.ts'
import { addressesOfAccountsEvent, namespaceProposal, sessionAddressesOn, sessionChains } from './sessionAccounts.ts'

/**
 * What Foyer asks a Polkadot wallet for: WalletConnect's Polkadot RPC
 * (docs.walletconnect.com/advanced/multichain/rpc-reference/polkadot-rpc):
 * `polkadot_signMessage { address, message }` and `polkadot_signTransaction { address,
 * transactionPayload }` (a SignerPayloadJSON), each answering `{ signature }`.
 */
export const POLKADOT_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction'] as const

/** A Polkadot wallet tells a change of its accounts or chain with these (the data as the eip155 ones carry it). */
export const POLKADOT_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** An SS58 address's shape (a 32-byte account id behind a one- or two-byte prefix, base58). The wallet answers for its checksum. */
const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{46,49}$/

/** A chain's reference: the first 32 hex characters of its genesis hash (CAIP-2). */
const REFERENCE = /^[0-9a-f]{32}$/

/** A signature in hex: 64 bytes (sr25519, ed25519), or 65–66 with the key type's byte in front (ed/sr25519, ecdsa). */
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){64,66}$/

/**
 * polkadot's part of a session, listed in sessionNamespaces.ts. The chains are `polkadot:<genesis
 * hash prefix>`, the accounts `polkadot:<reference>:<SS58 address>` as the wallet writes them (the
 * reference wallet with the chain's prefix). A message is signed as the wallet's signRaw signs it:
 * the text's UTF-8 bytes wrapped in `<Bytes>…</Bytes>`, sr25519 (or ed25519), answered in hex.
 */
export const polkadotSession: NamespaceSessionModule<'polkadot'> = {
  namespace: 'polkadot',
  label: 'Polkadot',
  proposal: (networks) => namespaceProposal(networks, 'polkadot', POLKADOT_METHODS, POLKADOT_EVENTS),
  chains: (session) => sessionChains(session, 'polkadot'),
  addressesOn: (session, chain) => sessionAddressesOn(session, chain, (address) => ADDRESS.test(address)),
  chainIdOf: (chain) => chain.slice('polkadot:'.length),
  chainIdOfEvent: (data) => {
    const reference = typeof data === 'string' ? data.replace(/^polkadot:/, '') : undefined
    return reference && REFERENCE.test(reference) ? reference : undefined
  },
  // accountsChanged: a list of addresses, bare or CAIP-10.
  addressesOfEvent: (data) => addressesOfAccountsEvent(data, (address) => ADDRESS.test(address)),
  signMessage: (message, address) => ({ method: 'polkadot_signMessage', params: { address, message } }),
  signatureOf(answer) {
    const signature = (answer as { signature?: unknown } | null)?.signature
    if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new Error('The wallet answered polkadot_signMessage without a signature in hex')
    return signature
  },
  // A Polkadot account signs for any chain: the session's chains are the wallet's answer, nothing to switch.
  switchChain: () => undefined,
}
