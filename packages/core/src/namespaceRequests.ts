import type { ChainNamespace, Network, TokenBalance } from './types.ts'

/**
 * What each namespace lets a host ask its wallets for beyond signing a message, declared by the
 * package that owns the namespace through declaration merging (adapter-evm declares eip155):
 *
 *   declare module '@foyer/core' {
 *     interface NamespaceRequests { eip155: { signTypedData: { params: TypedDataInput; result: `0x${string}` } } }
 *   }
 *
 * Core knows a namespace's requests only through this interface and the module below.
 */
export interface NamespaceRequests {}

/**
 * The call signature of a request whose types follow what the host passes, by request name,
 * declared by the package that declares the request beside its `NamespaceRequests` entry
 * (adapter-evm: `signTypedData` typed from viem's `TypedDataDefinition` and `writeContract` from
 * the ABI, as viem's own actions are). Core imports no chain library: without a declaration here a
 * request is called with its `params` and answers its `result` (`RequestFunction`).
 */
export interface RequestSignatures {}

/** The shape of each namespace's entry: request name → what the host passes and what it gets back. */
export interface RequestShape {
  params: unknown
  result: unknown
}

/** Namespaces some package declared requests for. */
export type RequestNamespace = keyof NamespaceRequests & ChainNamespace

type RequestsOf<N> = N extends RequestNamespace ? NamespaceRequests[N] : never
export type RequestName<N> = keyof RequestsOf<N> & string
export type RequestParams<N, R extends RequestName<N>> = RequestsOf<N>[R] extends RequestShape ? RequestsOf<N>[R]['params'] : never
export type RequestResult<N, R extends RequestName<N>> = RequestsOf<N>[R] extends RequestShape ? RequestsOf<N>[R]['result'] : never

/** One call in a namespace's wallet RPC (EIP-1193 / CAIP-27 style): what a connector carries to its wallet. */
export interface WalletRpcRequest {
  method: string
  params?: readonly unknown[] | Readonly<Record<string, unknown>>
}

/** Who asks: the connection's active address and the network's `id` inside the namespace. */
export interface RequestSender {
  address: string
  chainId: number | string
}

/**
 * A host request made ready for the wallet: the RPC call, how the client reports it (a
 * `transaction` shows in Activity as pending, sent to `sentTo`; a `signature` only on refusal; a
 * batch of `calls` says 'Transaction started' once the wallet took it, after `support` said it
 * can; a `query` of the wallet, nothing), and how the wallet's answer is read (it throws when the
 * wallet answered nonsense). A transaction's `read` answers its id; where the wallet signs without
 * sending (`broadcast`), the signed transaction, which the client then sends through the network's
 * node. A batch's `read` answers the batch's id, which its status is asked by.
 */
export type PreparedRequest =
  | { kind: 'signature'; rpc: WalletRpcRequest; read(answer: unknown): unknown }
  | { kind: 'transaction'; rpc: WalletRpcRequest; sentTo: string; read(answer: unknown): string; broadcast?(signed: string): TransactionBroadcast }
  | { kind: 'calls'; rpc: WalletRpcRequest; support: CallsSupportCheck; read(answer: unknown): string }
  | { kind: 'query'; rpc: WalletRpcRequest; read(answer: unknown): unknown }

/**
 * Whether the connected wallet can send a batch of calls (eip155: EIP-5792's `wallet_sendCalls`),
 * asked of the wallet before the batch: the capabilities call, and what its answer lacks for this
 * batch, in words (undefined: it can send it). A wallet that does not answer the call cannot.
 */
export interface CallsSupportCheck {
  rpc: WalletRpcRequest
  problem(answer: unknown): string | undefined
}

/**
 * How a transaction that the wallet signed but did not send reaches the chain: the call that sends
 * it, asked of the network's node (its first RPC URL: Foyer's server's proxy), and how that answer
 * reads as the transaction's id (it throws when the node answered nonsense).
 */
export interface TransactionBroadcast {
  rpc: WalletRpcRequest
  read(answer: unknown): string
}

/** How a sent transaction ended once in a block: done, or reverted (eip155's receipt status 0, a Solana error). */
export type TransactionOutcome = 'succeeded' | 'failed'

/**
 * How to ask the chain whether a sent transaction is in a block (eip155: its receipt): the read
 * call, and how its answer reads (undefined: not yet).
 */
export interface InclusionCheck {
  rpc: WalletRpcRequest
  /** Ask the network's node, never the wallet: the namespace's wallets answer no chain reads (solana). */
  askNode?: boolean
  read(answer: unknown): TransactionOutcome | undefined
}

/** How soon a send should be in a block, where the namespace lets the sender choose what its fee buys (bip122's fee rates). */
export const SEND_SPEEDS = ['slow', 'normal', 'fast'] as const
export type SendSpeed = (typeof SEND_SPEEDS)[number]

/** A send the visitor asks for: from the account, to an address of the namespace, in the token's smallest units. */
export interface SendOrder {
  from: string
  to: string
  units: bigint
  /** The token's contract (eip155) or mint (solana) — the last part of its CAIP-10 address; none for the native currency. */
  token?: string
  /** The speed chosen, where the namespace's sends offer `speeds`; absent: 'normal'. */
  speed?: SendSpeed
  /**
   * The sender is a smart account (the embedded wallet's, on eip155): its send is an operation whose
   * fee its wallet prices (`quote`'s `wallet`), and which an app's paymaster may pay.
   */
  smartAccount?: boolean
}

/** The wallet a send goes through, for what only it can tell of the send (a smart account's operation fee). */
export interface SendingWallet {
  rpc(request: WalletRpcRequest): Promise<unknown>
}

/** What a send will cost, from the network's node, and what the namespace needs to make that send. */
export interface SendQuote {
  /** The network fee in the native currency's smallest units, everything the sender pays besides the amount. */
  fee: bigint
  /** The part of `fee` that opens the receiver's token account (solana rent); 0 where nothing is opened. */
  accountRent: bigint
  /** What comes back to the sender's own address (bip122: the change output), shown on the review; absent where nothing does. */
  change?: bigint
  /** The namespace's own record of the send (solana, bip122: its plan), handed back to `request`. */
  plan?: unknown
  /** Why the network would refuse this send, found on the chain before anything is signed; the review says it and does not send. */
  refusal?: SendRefusal
  /** The app's paymaster pays the network fee (a sponsored smart account's operation): `fee` is 0 and the sender needs no native balance for it. */
  paidByApp?: boolean
  /** `fee` is the most the send can cost, not its price (a smart account's operation: the bundler sets the price when it sends); the review says "up to". */
  feeIsCeiling?: boolean
}

/**
 * A send the network refuses because of a least balance its accounts must hold (polkadot: the
 * existential deposit): `belowMinimum`, it would open the receiver's account with less than
 * `minimum`; `leavesBelowMinimum`, it would leave the sender's account (after the fee) below
 * `minimum`, and `most` is the most the sender can send. Amounts in the native currency's smallest units.
 */
export type SendRefusal = { problem: 'belowMinimum'; minimum: bigint } | { problem: 'leavesBelowMinimum'; minimum: bigint; most: bigint }

/**
 * Sending the account's tokens as a namespace does it: what Max keeps back, the quote the review
 * shows, and the client request that makes the send (eip155: `sendTransaction`, native value or an
 * ERC-20 transfer; solana: `signAndSendTransaction`, a system transfer or `transferChecked`).
 */
export interface NamespaceSends {
  /** What "Max" keeps back of the native currency for the send's own fee. */
  feeReserve(network: Network, from: string): Promise<bigint>
  /**
   * The send's fee from the network's node (a smart account's, from its wallet: `wallet` is the
   * connected one); undefined when it cannot say (the review then says the fee is unavailable).
   */
  quote(network: Network, order: SendOrder, wallet?: SendingWallet): Promise<SendQuote | undefined>
  /** Whether a send may go without a quote (eip155: the wallet estimates its own gas); solana's is built from its plan. */
  needsQuote: boolean
  /** Where the sender chooses how soon the send lands (bip122: the fee rate), the speeds offered; the review offers them and quotes the one chosen. */
  speeds?: readonly SendSpeed[]
  /** The client request that makes the send (one of the namespace's own); throws when the node cannot be read for it (a fresh blockhash) or the quote is a refusal. */
  request(network: Network, order: SendOrder, quote: SendQuote | undefined): Promise<{ name: string; params: unknown }>
}

/** One transaction a swap sends from the account (the approval, the swap itself), as the convert API built it. */
export interface SwapTransaction {
  to: string
  data: `0x${string}`
  value?: bigint
}

/**
 * What swapping needs of a namespace beside the server's convert API (eip155: approvals of ERC-20
 * allowances): the fee of a transaction from the node, the reset a token that will not change a
 * leftover allowance needs first, and the client request that sends each transaction.
 */
export interface NamespaceSwaps {
  /** The transaction's fee in the native currency's smallest units from the network's node; undefined when it cannot say. */
  transactionFee(network: Network, from: string, transaction: SwapTransaction): Promise<bigint | undefined>
  /** The call that sets to zero the allowance an approval's call data sets (USDT's race guard); undefined for call data that approves nothing. */
  resetApproval(approval: `0x${string}`): `0x${string}` | undefined
  /** The client request that sends one of the swap's transactions (one of the namespace's own). */
  request(transaction: SwapTransaction): { name: string; params: unknown }
  /** Sending the approval and the swap as one atomic batch where the wallet can: one confirmation instead of two. */
  together?: SwapBatching
}

/** A client request of the namespace's own: its name and params. */
export interface NamespaceRequestCall {
  name: string
  params: unknown
}

/**
 * How a namespace sends a swap's transactions together (eip155: EIP-5792's `wallet_sendCalls` with
 * `atomicRequired`): the question whether the wallet can (asking nothing of the visitor), the batch,
 * and its status until a transaction carried it.
 */
export interface SwapBatching {
  /** The request asking the wallet what it can do on the active network. */
  capabilities: NamespaceRequestCall
  /** Whether its answer promises the batch runs all or none. */
  atomic(answer: unknown): boolean
  /** The request sending the transactions as one atomic batch; it answers the batch's id. */
  send(transactions: readonly SwapTransaction[]): NamespaceRequestCall
  /** The request asking a batch's status. */
  status(id: string): NamespaceRequestCall
  /** Its answer read: still pending, or the transaction that carried the batch and whether it succeeded. */
  outcome(answer: unknown): { pending: true } | { pending: false; hash: string | undefined; succeeded: boolean }
  /** What the batch costs the account where its wallet prices its own batches (a smart account's operation), and whether the app pays; undefined where it cannot say. */
  price?(wallet: SendingWallet, transactions: readonly SwapTransaction[]): Promise<{ fee: bigint; paidByApp: boolean } | undefined>
}

/**
 * Reading an account's balances from its wallet (eip155: EIP-5792's `wallet_getCapabilities`
 * saying `assetDiscovery`, then EIP-7811's `wallet_getAssets`). The client asks and falls back to
 * the balance API whenever the wallet cannot tell (spec §5).
 */
export interface WalletAssetsQuestions {
  /** The capabilities question for the account; its answer holds for the session. */
  capabilities(address: string): WalletRpcRequest
  /** Whether a capabilities answer says the wallet discovers assets on the network; false for an answer of another shape. */
  discoversAssets(capabilities: unknown, network: Network): boolean
  /** The assets question for the account on the network. */
  assets(address: string, network: Network): WalletRpcRequest
  /**
   * The answer as the modal's balances (the network's only; `tokenImage` for a token the wallet
   * gives no image of). Throws for an answer of another shape.
   */
  readAssets(answer: unknown, network: Network, tokenImage: (symbol: string) => string): TokenBalance[]
}
