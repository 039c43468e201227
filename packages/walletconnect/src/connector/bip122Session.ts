import type { NamespaceSessionModule } from './namespaceSessionModule.ts'
import { namespaceProposal, sessionAddressesOn, sessionChains } from './sessionAccounts.ts'

/** What Foyer asks a Bitcoin wallet for: WalletConnect's bip122 RPC (docs.walletconnect.com/advanced/multichain/rpc-reference/bitcoin-rpc). */
export const BIP122_METHODS = ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'] as const

/** A Bitcoin wallet tells a change of its addresses with this event (the new ones, each with its intention). */
export const BIP122_EVENTS = ['bip122_addressesChanged'] as const

/** A Bitcoin address's shape: bech32/bech32m of the three human-readable parts, or base58. The wallet answers for its checksum. */
const ADDRESS = /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[13mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/

/**
 * bip122's part of a session, listed in sessionNamespaces.ts. The account is the payment address
 * (the wallet lists it first; spec §6); messages are asked in BIP-322 (WalletConnect's default is
 * ECDSA), which a Foyer server verifies for sign-in.
 */
export const bip122Session: NamespaceSessionModule<'bip122'> = {
  namespace: 'bip122',
  label: 'Bitcoin',
  proposal: (networks) => namespaceProposal(networks, 'bip122', BIP122_METHODS, BIP122_EVENTS),
  chains: (session) => sessionChains(session, 'bip122'),
  addressesOn: (session, chain) => sessionAddressesOn(session, chain, (address) => ADDRESS.test(address)),
  chainIdOf: (chain) => chain.slice('bip122:'.length),
  // A Bitcoin account is one network's: its wallet names no other over WalletConnect.
  chainIdOfEvent: () => undefined,
  // bip122_addressesChanged: `[{ address, publicKey?, path?, intention? }]`; the payment ones are the account's.
  addressesOfEvent: (data) =>
    Array.isArray(data)
      ? data
          .filter((entry): entry is { address: string; intention?: unknown } => typeof entry?.address === 'string')
          .filter((entry) => entry.intention === undefined || entry.intention === 'payment')
          .map((entry) => entry.address)
          .filter((address) => ADDRESS.test(address))
      : [],
  signMessage: (message, address) => ({ method: 'signMessage', params: { account: address, address, message, protocol: 'bip322' } }),
  signatureOf(answer) {
    const signature = (answer as { signature?: unknown } | null)?.signature
    if (typeof signature !== 'string') throw new Error('The wallet answered signMessage without a signature')
    return signature
  },
  switchChain: () => undefined,
}
