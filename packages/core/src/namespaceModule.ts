import type { AppEventName, AppEventPayload, AppEventResult } from '@foyer/auth-frame/protocol'
import type { HttpClient } from './api/http.ts'
import type { ApprovalRequest } from './auth/approvalRequest.ts'
import type { WalletConnector } from './connector.ts'
import type { Locale } from './messages/locales.ts'
import type { InclusionCheck, NamespaceSends, NamespaceSwaps, PreparedRequest, RequestSender, WalletAssetsQuestions } from './namespaceRequests.ts'
import type { SiwxFormat } from './siwxTypes.ts'
import type { ChainNamespace, Network } from './types.ts'

/**
 * A namespace as the client knows it, declared by the package that owns it (adapter-evm: eip155,
 * adapter-solana: solana) and given to the client by the host's adapter or by the framework package
 * (@foyer/react brings every namespace Foyer ships). Core and the views never branch on a
 * namespace's name: every rule that differs between namespaces is a question to this module.
 *
 * Only what a page needs before anyone uses the namespace is plain data here (address rules, texts,
 * what Foyer offers on it, the embedded wallet's role); the rest (`load()`) is one small chunk whose
 * parts load each on first use, so a namespace costs the first load a few hundred bytes.
 */
export interface NamespaceModule<N extends ChainNamespace = ChainNamespace> {
  namespace: N
  /** How the namespace writes and compares addresses (spec §5's validation rules). */
  address: NamespaceAddresses
  /** What Foyer offers on the namespace: its server's services and the features its parts implement. */
  services: readonly NamespaceService[]
  /**
   * Those of its `services` its parts give a host without a Foyer server, through each network's
   * own RPC node (eip155: `balance` through `NamespaceParts.nodeBalance`, and `send`); absent: none.
   */
  withoutServer?: readonly NamespaceService[]
  /**
   * The shape of its transaction ids, which Activity checks of a transaction it keeps as pending
   * (bip122: a txid, 64 hex characters); absent: a 0x hash of 32 bytes, as eip155 names its.
   */
  transactionId?: RegExp
  /**
   * The least a send of the native currency may pay the receiver, in its smallest units, where the
   * network refuses less (bip122: the dust limit of the receiver's output type); absent: any amount above 0.
   */
  sendMinimum?(receiver: string): bigint | undefined
  /**
   * Where a block explorer shows an account, after the network's explorer URL: `address` unless
   * given (Etherscan's `/address/0x…`, Solscan's, mempool.space's); Subscan's is `account`.
   */
  explorerAccountPath?: string
  /** How many decimals a network fee shows in (default 6); Solana's fees are a few thousand lamports, shown in all 9 of SOL's. */
  feeDecimals?: number
  /** Its words where a view says something the namespace's own way, in English (translations come with its parts, as the catalogue's do). */
  texts: { en: NamespaceTexts }
  /**
   * What the embedded wallet (email and social login) is on the namespace: `home` where its login
   * lives (its AUTH connector, eip155), `companion` where that login serves it too (its connector
   * is `NamespaceParts.embeddedConnector`, loaded for hosts with the namespace's networks); absent where it serves none.
   */
  embeddedWallet?: 'home' | 'companion'
  /** The rest of the namespace, loaded on first use (its parts load further as each is used). */
  load(): Promise<NamespaceParts<N>>
}

/** A chain as the Foyer server describes it (`/v1/supported-chains`'s `networks`). */
export interface ServedNetwork {
  caipNetworkId: string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  testnet: boolean
  blockExplorer?: { name: string; url: string }
}

/** The parts of a namespace that load when first used. */
export interface NamespaceParts<N extends ChainNamespace = ChainNamespace> {
  /**
   * Makes a host request ready for the namespace's wallets. It is the boundary: it parses what the
   * host passed (hosts in plain JS too), so it takes the name and params unchecked — a bad input
   * throws a TypeError naming the field, a name the namespace does not declare answers undefined.
   */
  prepare(name: string, params: unknown, sender: RequestSender): Promise<PreparedRequest | undefined>
  /**
   * A network the Foyer server serves, in the namespace's own shape (its chain id from the CAIP-2
   * reference), read through the server's RPC proxy at `rpcUrl`: how a host that lists no networks
   * gets them. Absent: the namespace's served chains are not offered that way.
   */
  network?(served: ServedNetwork, rpcUrl: string): Network
  /** How to ask the chain whether a transaction the namespace's wallet sent is in a block (Activity, swaps); without it a send refreshes the balances once. */
  inclusion?(hash: string): InclusionCheck
  /**
   * The account's balance of the network's own currency, in its smallest units, read from the
   * network's node (`callNetworkNode`): a host without a Foyer server's balances, where the module's
   * `withoutServer` lists `balance`.
   */
  nodeBalance?(network: Network, address: string): Promise<bigint>
  /** How the namespace's wallets tell an account's assets themselves, where they can. */
  walletAssets?(): Promise<WalletAssetsQuestions>
  /**
   * How the namespace sends the account's tokens (the Send view); present where `services` lists
   * 'send'. `server` is the client's Foyer server, for the reads a namespace's sends make through it
   * (bip122: the account's unspent outputs and the fee rate); undefined without one, where only a
   * namespace whose module lists `send` in `withoutServer` is asked.
   */
  sends?(server: HttpClient | undefined): Promise<NamespaceSends>
  /** What swaps through the server's convert API need of the namespace; present where `services` lists 'swap'. */
  swaps?(): Promise<NamespaceSwaps>
  /** Its sign-in message format (SIWX). A namespace without one cannot sign in. */
  siwx?(): Promise<SiwxFormat>
  /** What each of its wallet RPC methods asks of the visitor, for the embedded wallet's approval title (absent: 'other'). */
  approvals?: Readonly<Record<string, Exclude<ApprovalRequest, 'other'>>>
  /** Its words in the other locales it is translated to (English is the module's `texts`). */
  texts?: Partial<Record<Exclude<Locale, 'en'>, NamespaceTexts>>
  /** The embedded wallet's side on the namespace where it is a `companion`, made from the home connector. */
  embeddedConnector?(home: EmbeddedWalletHome): WalletConnector<N>
}

export interface NamespaceAddresses {
  /**
   * Whether the text (as typed: it is trimmed first) is an address of the namespace; with `network`,
   * one that network's accounts can be paid at (bip122's `bc1…` is mainnet's only, `bcrt1…` regtest's).
   */
  isValid(text: string, network?: Pick<Network, 'id'>): boolean
  /** The form two addresses of the namespace are compared in (eip155's are one address in any case; base58 is case-sensitive). */
  key(address: string): string
}

/**
 * What Foyer offers on a namespace: its server's account services (balances from the balance API,
 * names under ENS and the server's zone, the activity history, buying through onramp providers) and
 * the features the namespace's parts implement (sending the account's tokens, swapping through the
 * convert API).
 */
export type NamespaceService = 'balance' | 'names' | 'activity' | 'onramp' | 'send' | 'swap'

/** What a namespace words its own way. */
export interface NamespaceTexts {
  /** The Send form's receiver field when empty. */
  receiverPlaceholder: string
  /** Where the namespace says a missing or invalid amount or receiver in one sentence (spec §5's Solana words); otherwise each has its own text. */
  amountOrReceiverProblem?: string
}

/** What a companion side uses of the embedded wallet's home connector: its name and icon, the frame's events and its RPC. */
export interface EmbeddedWalletHome {
  name: string
  imageUrl?: string
  /** Sends one app event to the frame (GET_USER asked for the companion's network answers its address there). */
  request<E extends AppEventName>(name: E, payload: AppEventPayload<E>): Promise<AppEventResult<E>>
  /** A request of the companion's namespace, on `chainId` (CAIP-2), approved in the frame as the home namespace's are. */
  rpcRequest(method: string, params?: unknown[] | Record<string, unknown>, chainId?: string): Promise<unknown>
  on: WalletConnector['on']
}
