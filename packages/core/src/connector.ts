import type { WalletRpcRequest } from './namespaceRequests.ts'
import type { SiwxMessageData, SiwxSigned } from './siwxTypes.ts'
import type { Store } from './store.ts'
import type { ChainNamespace, ConnectorType, Network } from './types.ts'
import type { AccountType } from './stores/chains.ts'

/** What a connector reports after a connection or a change. */
export interface ConnectedAccount {
  /** Addresses the wallet exposes, the active one first. */
  addresses: string[]
  /**
   * The chain id inside the namespace, as the network's `id`; '' when the wallet is on no particular
   * network (a Solana account serves every cluster): the namespace then keeps the network it has.
   */
  chainId: number | string
  /** The wallet on the other end when the connector is a channel to it (WalletConnect): its own name and icon. */
  wallet?: { name: string; icon?: string }
  /** What the wallet told of its addresses, where it tells more than the address (a Bitcoin wallet: each one's purpose and public key). */
  accounts?: readonly ToldAccount[]
  /** The networks (CAIP-2) the wallet approved for this connection, where it approves some only (a WalletConnect session); absent: any. */
  approvedNetworks?: readonly string[]
}

/** An address as its wallet describes it (spec §3's account object, less the namespace). */
export interface ToldAccount {
  address: string
  type?: AccountType
  publicKey?: string
  path?: string
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
 * The one contract every wallet connection implements, whatever the wallet and the namespace.
 * The rest of Foyer never asks which wallet it is talking to; what a namespace's wallets can be
 * asked beyond a message signature travels through `rpc`, in that namespace's RPC, as its
 * `NamespaceModule` prepared it (namespaceModule.ts).
 */
export interface WalletConnector<N extends ChainNamespace = ChainNamespace> {
  id: string
  name: string
  type: ConnectorType
  chain: N
  imageUrl?: string
  imageId?: string
  /** Registry id of the wallet, when known. */
  explorerId?: string
  info?: { rdns?: string }

  connect(params: { network?: Network }): Promise<ConnectedAccount>
  disconnect(): Promise<void>
  /**
   * Returns the account when the wallet is still authorised for this site, null otherwise.
   * `network` is the namespace's network on this page (a wallet without networks of its own, as a
   * Solana wallet, sends on it).
   */
  reconnect(params?: { network?: Network }): Promise<ConnectedAccount | null>
  switchNetwork(network: Network): Promise<void>
  signMessage(params: { message: string; address: string }): Promise<string>
  /**
   * A wallet that words and signs a sign-in message itself (the Wallet Standard's `solana:signIn`):
   * answers the text it signed and the signature. Without it, SIWX signs its own text through signMessage.
   */
  signIn?(data: SiwxMessageData): Promise<SiwxSigned>
  /** Carries one call of the namespace's wallet RPC (on the active network) and answers the wallet's result. */
  rpc(request: WalletRpcRequest): Promise<unknown>
  on<E extends keyof ConnectorEvents>(event: E, listener: ConnectorEvents[E]): () => void
  /** Pairing connectors (WalletConnect): the URI to show while connect() is pending, renewed as it expires. */
  pairing?: Pick<Store<PairingState | null>, 'get' | 'subscribe'>
  /** Stops a pending connect() (the visitor left the view); it then rejects with an AbortError. */
  cancelConnect?(): void
}
