/**
 * Sign-in with a wallet signature (SIWX, spec §1, §3, §4): the contract of the strategy a host may
 * replace whole, or part by part (message builder, signer, verifier, session store) over Foyer's
 * default, which talks to the Foyer server. Types only: options.ts and connector.ts read them, so
 * this module imports nothing but the CAIP types.
 */
import type { CaipNetworkId, ChainNamespace } from './types.ts'

/** The fields of a CAIP-122 sign-in message; `chainId` is the CAIP-2 id (`eip155:1`). */
export interface SiwxMessageData {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  /** ISO 8601. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** A message ready to sign: its fields and its text in the namespace's format (EIP-4361, SIWS, CAIP-122). */
export interface SiwxMessage {
  data: SiwxMessageData
  toString(): string
}

/**
 * A namespace's sign-in format (its module's `siwx`): how it writes an address (EIP-55 for eip155)
 * so the data, the text and the CACAO agree, its message text, and the CACAO signature type of an
 * account's own key (CAIP-74; the server may find a smart account's instead).
 */
export interface SiwxFormat {
  address(address: string): string
  text(data: SiwxMessageData): string
  signatureType: string
}

/** What a message is built for: the connected account on the active network. */
export interface SiwxMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
  notBefore?: string
}

/** A CAIP-74 CACAO: the signed message as an object capability. */
export interface Cacao {
  h: { t: 'caip122' }
  p: {
    domain: string
    /** `did:pkh:<CAIP-2 id>:<address>`. */
    iss: string
    aud: string
    version: string
    nonce: string
    iat: string
    nbf?: string
    exp?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  /** `t`: how the signature is checked (eip191, eip1271, solana:ed25519). */
  s: { t: string; s: string; m?: string }
}

/** A SIWX session of spec §3: the message's fields, its text, the signature and the CACAO. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: Cacao
  /** The store's id for it, where the store gives one (the Foyer server does). */
  id?: string
  /**
   * The sign-in's single-use proof, from Foyer's server, right after signing in (not after a
   * reload: it is never stored). Send it with the session to your backend, which checks both with
   * @foyer/siwx-verify's verifyFoyerSession; it redeems once, within `proofExpiresAt`.
   */
  proof?: string
  /** ISO 8601: until when `proof` can be redeemed. */
  proofExpiresAt?: string
}

/** The text the wallet signed and its signature (a wallet with its own sign-in may word the text itself). */
export interface SiwxSigned {
  message: string
  signature: string
}

/** Builds the message to sign. Foyer's: a single-use nonce from its server, the page's domain and URI. */
export interface SiwxMessenger {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
}

/** Has the message signed. Foyer's: the connected wallet (Sign In With Solana where the wallet offers it). */
export interface SiwxSigner {
  sign(message: SiwxMessage): Promise<SiwxSigned>
}

/** Checks a signed session of its namespace before it is stored. Foyer's server verifies every session it stores. */
export interface SiwxVerifier {
  namespace: ChainNamespace
  verify(session: SiwxSession): Promise<boolean>
}

/** Keeps the sessions. Foyer's: the Foyer server, and which of them this browser signed in with. */
export interface SiwxStorage {
  /** Stores a session; may answer it as stored (Foyer's server adds its id and its own CACAO). */
  add(session: SiwxSession): Promise<SiwxSession | void>
  set(sessions: SiwxSession[]): Promise<void>
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}

/** A whole SIWX strategy (the shape of AppKit's SIWX config). */
export interface SiwxStrategy {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  /** Stores a signed session; may answer it as stored. */
  addSession(session: SiwxSession): Promise<SiwxSession | void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SiwxSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** True: the visitor must sign in; cancelling disconnects and the sign-in view refuses Close. */
  getRequired(): boolean
  /** Forget the account's sessions when it disconnects. */
  signOutOnDisconnect?: boolean
  /** Who signs; the connected wallet when absent. */
  signer?: SiwxSigner
}

/** The parts of Foyer's default strategy a host replaces; each one absent stays Foyer's. */
export interface SiwxStrategyParts {
  required?: boolean
  /** How long a session lasts (its message's Expiration Time), in seconds: 7 days unless set (Foyer's server allows 7 days at most unless its operator says otherwise). */
  sessionSeconds?: number
  signOutOnDisconnect?: boolean
  messenger?: SiwxMessenger
  signer?: SiwxSigner
  /** A session no verifier of its namespace accepts is refused (none for a namespace: the store decides). */
  verifiers?: readonly SiwxVerifier[]
  storage?: SiwxStorage
}

/** The host's `siwx` option: a whole strategy, or the parts to change of Foyer's (`{}` for Foyer's own). */
export type SiwxOption = SiwxStrategy | SiwxStrategyParts
