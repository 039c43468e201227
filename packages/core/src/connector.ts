import type { Store } from './store.ts'
import type { ChainNamespace, ConnectorType, Network } from './types.ts'

/** What a connector reports after a connection or a change. */
export interface ConnectedAccount {
  /** Addresses the wallet exposes, the active one first. */
  addresses: string[]
  /** The chain id inside the namespace, as the network's `id`. */
  chainId: number | string
  /** The wallet on the other end when the connector is a channel to it (WalletConnect): its own name and icon. */
  wallet?: { name: string; icon?: string }
}

/** A transaction the host asks the connected wallet to send (eip155). Amounts are in wei. */
export interface TransactionRequest {
  /** The sending account: the connection's active address. */
  address: string
  /** The network's `id` inside the namespace. */
  chainId: number | string
  to: string
  value?: bigint
  /** 0x-prefixed call data. */
  data?: string
}

/** Events every connector emits; the client turns them into store updates. */
export interface ConnectorEvents {
  accountsChanged: (addresses: string[]) => void
  chainChanged: (chainId: number | string) => void
  disconnect: () => void
}

/** A pairing URI a wallet scans or opens to connect (WalletConnect), and when the modal renews it. */
export interface PairingState {
  uri: string
  /** Milliseconds since the epoch; the modal shows a fresh URI from then on (spec §9). */
  expiresAt: number
}

/**
 * The one contract every wallet connection implements, whatever the wallet.
 * The rest of Foyer never asks which wallet it is talking to.
 */
export interface WalletConnector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  /** Registry id of the wallet, when known. */
  explorerId?: string
  info?: { rdns?: string }

  connect(params: { network?: Network }): Promise<ConnectedAccount>
  disconnect(): Promise<void>
  /** Returns the account when the wallet is still authorised for this site, null otherwise. */
  reconnect(): Promise<ConnectedAccount | null>
  switchNetwork(network: Network): Promise<void>
  signMessage(params: { message: string; address: string }): Promise<string>
  /** Asks the wallet to sign and send a transaction; answers its hash once the wallet sent it. */
  sendTransaction(params: TransactionRequest): Promise<string>
  on<E extends keyof ConnectorEvents>(event: E, listener: ConnectorEvents[E]): () => void
  /** Pairing connectors (WalletConnect): the URI to show while connect() is pending, renewed as it expires. */
  pairing?: Pick<Store<PairingState | null>, 'get' | 'subscribe'>
  /** Stops a pending connect() (the visitor left the view); it then rejects with an AbortError. */
  cancelConnect?(): void
}

/** An adapter serves one namespace: it discovers connectors and knows its networks' rules. */
export interface ChainAdapter {
  namespace: ChainNamespace
  /**
   * Starts discovery (browser only) and calls `onChange` with the full connector list each time
   * it changes. Returns a function that stops discovery.
   */
  watchConnectors(onChange: (connectors: WalletConnector[]) => void): () => void
}
