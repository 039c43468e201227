/**
 * The shapes of the WalletConnect v2 Sign protocol as they travel on the wire, shared by every
 * module of this package (and by the relay in apps/server). Field names follow the protocol.
 * See docs/design/walletconnect-v2.md for where each comes from.
 */

/** A dapp's or wallet's public description, sent in proposals and settlements. */
export interface Metadata {
  name: string
  description: string
  url: string
  /** 2.21.8 sends `[""]` for an empty list: accept empty strings. */
  icons: string[]
  verifyUrl?: string
  redirect?: { native?: string; universal?: string; linkMode?: boolean }
}

/** What a dapp asks for in one namespace (`eip155`) or one inline chain (`eip155:1`). */
export interface ProposalNamespace {
  chains?: string[]
  methods: string[]
  events: string[]
}
export type ProposalNamespaces = Record<string, ProposalNamespace>

/** What a wallet grants in one namespace: the accounts are `namespace:reference:address`. */
export interface SessionNamespace {
  chains?: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}
export type SessionNamespaces = Record<string, SessionNamespace>

export interface RelayProtocolOptions {
  protocol: string
  data?: string
}

/** Params of `wc_sessionPropose`. */
export interface ProposalParams {
  id: number
  /** Seconds since the epoch. */
  expiryTimestamp: number
  relays: RelayProtocolOptions[]
  proposer: { publicKey: string; metadata: Metadata }
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  pairingTopic: string
  sessionProperties?: Record<string, string>
}

/** A proposal as the wallet side sees it. */
export interface SessionProposal {
  id: number
  params: ProposalParams
}

/** An established session, as both sides keep it. */
export interface Session {
  topic: string
  pairingTopic: string
  relay: RelayProtocolOptions
  /** Seconds since the epoch. */
  expiry: number
  /** The dapp has received the settlement (dapp side) / the dapp has answered it (wallet side). */
  acknowledged: boolean
  /** Public key (hex) of the wallet, which controls the session. */
  controller: string
  namespaces: SessionNamespaces
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  sessionProperties?: Record<string, string>
  self: { publicKey: string; metadata: Metadata }
  peer: { publicKey: string; metadata: Metadata }
}

/** Params of `wc_sessionRequest`. */
export interface SessionRequestParams {
  request: { method: string; params: unknown; expiryTimestamp?: number }
  chainId: string
}

/** A request as the wallet side sees it. */
export interface SessionRequest {
  id: number
  topic: string
  params: SessionRequestParams
}

export interface SessionEventParams {
  event: { name: string; data: unknown }
  chainId: string
}

/** `{code, message}` as the Sign protocol sends errors. */
export interface ErrorResponse {
  code: number
  message: string
  data?: unknown
}

export interface JsonRpcRequest<P = unknown> {
  id: number
  jsonrpc: '2.0'
  method: string
  params: P
}
export interface JsonRpcResult<R = unknown> {
  id: number
  jsonrpc: '2.0'
  result: R
}
export interface JsonRpcError {
  id: number
  jsonrpc: '2.0'
  /** 2.21.8 sends `{}` for errors it made from a thrown Error: code and message may be missing. */
  error: Partial<ErrorResponse>
}
export type JsonRpcResponse<R = unknown> = JsonRpcResult<R> | JsonRpcError
export type JsonRpcPayload = JsonRpcRequest | JsonRpcResponse

/** Relay publish metadata of one message (tags and ttls per method: design note §4.1). */
export interface PublishOptions {
  /** Seconds the relay keeps the message. */
  ttl: number
  tag: number
  prompt?: boolean
}

/** A message the relay delivered (`irn_subscription` data). */
export interface RelayMessage {
  topic: string
  /** The base64 envelope. */
  message: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  tag?: number
}

export type RelayerEvents = {
  message: (message: RelayMessage) => void
  connect: () => void
  disconnect: () => void
}

/**
 * The relay as the Sign engine sees it: subscribe, publish, and a stream of delivered messages,
 * already acknowledged and de-duplicated. Connects lazily and keeps itself connected.
 */
export interface Relayer {
  /** The client's did:key. */
  readonly clientId: string
  /** Answers the subscription id once the relay confirmed it. */
  subscribe(topic: string): Promise<string>
  unsubscribe(topic: string): Promise<void>
  publish(topic: string, message: string, options: PublishOptions): Promise<void>
  on<E extends keyof RelayerEvents>(event: E, listener: RelayerEvents[E]): () => void
  /** Closes the socket for good; pending calls reject. */
  close(): Promise<void>
}

/** Where a client keeps keys, pairings and sessions (localStorage in a browser, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null | Promise<string | null>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
}
