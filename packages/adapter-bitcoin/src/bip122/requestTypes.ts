// The augmentation below targets the hosts' entry, which declares NamespaceRequests for them.
import type {} from '@foyer/core'

/** How a message is signed: BIP-322 "simple" (segwit and taproot accounts), or the legacy ECDSA signed-message format. */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

/** What an address of the account is for: bitcoin payments, or holding ordinals (inscriptions). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export interface BitcoinAddressEntry {
  address: string
  /** The address's public key in hex, where the wallet tells it. */
  publicKey?: string
  purpose: BitcoinAddressPurpose
}

/** One output of a transfer: the receiver, and its amount in satoshis written as a whole number ("100000"). */
export interface BitcoinRecipient {
  address: string
  amount: string
}

/** A PSBT input the wallet signs: its index, the address whose key signs it, and the sighash types allowed (default SIGHASH_ALL, or DEFAULT for taproot). */
export interface BitcoinSignInput {
  address: string
  index: number
  sighashTypes?: number[]
}

/** The bip122 requests Foyer's client carries, by name: what the host passes and what it gets back. */
export interface BitcoinRequests {
  /** Signs a message with the account (or another of its addresses); BIP-322 where the wallet offers it unless `protocol` asks otherwise. The signature is base64. */
  signMessage: { params: { message: string; address?: string; protocol?: BitcoinMessageProtocol }; result: { signature: string; protocol: BitcoinMessageProtocol } }
  /** The wallet builds, signs and sends a transfer to the recipients; the answer is its txid (it shows in Activity as sent). */
  sendTransfer: { params: { recipients: BitcoinRecipient[] }; result: string }
  /** The wallet signs the PSBT's inputs (base64 in, base64 out), and sends the transaction where `broadcast` asks it to. */
  signPsbt: { params: { psbt: string; signInputs?: BitcoinSignInput[]; broadcast?: boolean }; result: { psbt: string; txid?: string } }
  /**
   * The wallet signs the PSBT's inputs and broadcasts the transaction (its `signPsbt` with `broadcast`);
   * the answer is its txid, and it shows in Activity as sent to `to`. The modal's Send makes one.
   */
  sendPsbt: { params: { psbt: string; to: string; signInputs?: BitcoinSignInput[] }; result: string }
  /** The account's addresses the wallet shares: the payment address (the account) and the ordinals one where it has one. */
  getAddresses: { params: Record<string, never> | undefined; result: BitcoinAddressEntry[] }
}

declare module '@foyer/core' {
  interface NamespaceRequests {
    bip122: BitcoinRequests
  }
}
