// The augmentation below targets the hosts' entry, which declares NamespaceRequests for them.
import type {} from '@foyer/core'

/**
 * A transaction's payload as Polkadot.js extensions sign it (`signer.signPayload`) and WalletConnect's
 * `polkadot_signTransaction` carries it: every field hex but `signedExtensions` and `version`.
 */
export interface SignerPayloadJSON {
  address: string
  blockHash: `0x${string}`
  blockNumber: `0x${string}`
  era: `0x${string}`
  genesisHash: `0x${string}`
  /** The call, SCALE-encoded. */
  method: `0x${string}`
  nonce: `0x${string}`
  specVersion: `0x${string}`
  tip: `0x${string}`
  transactionVersion: `0x${string}`
  /** The chain's signed extensions by name, in the runtime's order. */
  signedExtensions: string[]
  version: number
  assetId?: `0x${string}`
  metadataHash?: `0x${string}`
  mode?: number
  withSignedTransaction?: boolean
}

/** An account an extension shares: its address (on the active network's SS58 prefix), the name the visitor gave it, and its key type. */
export interface PolkadotAccount {
  address: string
  name?: string
  type: 'sr25519' | 'ed25519'
}

/** The polkadot requests Foyer's client carries, by name: what the host passes and what it gets back. */
export interface PolkadotRequests {
  /**
   * Signs a text message with the account (or another of the connected ones): the wallet signs its
   * UTF-8 bytes wrapped as `<Bytes>…</Bytes>`, as every Polkadot wallet does. The signature is hex.
   */
  signMessage: { params: { message: string; address?: string }; result: { signature: `0x${string}` } }
  /** Signs a transaction's payload (the extension's signPayload); the signature is hex, with its key type's byte in front where the wallet puts it. */
  signTransaction: { params: { transactionPayload: SignerPayloadJSON; address?: string }; result: { signature: `0x${string}` } }
  /**
   * Signs a transaction's payload with the wallet and sends it through the network's node
   * (`author_submitExtrinsic` on the network's RPC URL: the wallet signs, it does not send); answers
   * the extrinsic's hash. `to` is who it pays, for the client's records; the sender by default.
   */
  signAndSendTransaction: { params: { transactionPayload: SignerPayloadJSON; to?: string; address?: string }; result: `0x${string}` }
  /** The accounts the wallet shares with the page, with their names. */
  getAccounts: { params: Record<string, never> | undefined; result: PolkadotAccount[] }
}

declare module '@foyer/core' {
  interface NamespaceRequests {
    polkadot: PolkadotRequests
  }
}
