import type { SessionRequest } from '@foyer/walletconnect'
import type { RequestView } from '../lib/requestView.ts'

/** What a session may be granted in one namespace: its chains, methods, events and accounts (CAIP-10). */
export type SupportedNamespace = { chains: string[]; methods: string[]; events: string[]; accounts: string[] }

/** What approving a request did: the answer for the dapp, and a line (with its detail) for the activity list. */
export interface SignedAnswer {
  result: unknown
  summary: string
  detail: string
}

/**
 * One namespace the reference wallet serves beside eip155 (solana, bip122, polkadot): its account, what it
 * grants a session, and how it answers that namespace's requests. Requests are routed to it by the
 * namespace of their chain (`solana:…`, `bip122:…`), so its methods may be named as its RPC names
 * them. One folder each (`src/<ns>/`) and one line in `walletNamespaces.ts`.
 */
export interface WalletNamespace {
  /** The CAIP-2 namespace: `solana`, `bip122`. */
  namespace: string
  /** The account the proposal card shows, and the chain it is on. */
  account: { label: string; address: string; caipNetworkId: string; chainName: string }
  supported: SupportedNamespace
  /** Whether a person approves or rejects the method (the others are answered without asking). */
  isPrompted(method: string): boolean
  /** The answer to a method that needs no one's consent; throws the RpcError to answer with for one it does not serve. */
  answerSilently(method: string, params: unknown): Promise<unknown>
  /** What the request card shows; malformed params throw the RpcError to answer with. */
  describe(request: SessionRequest): Promise<RequestView>
  /** Does what the person approved. */
  sign(request: SessionRequest): Promise<SignedAnswer>
}

/** The namespace a request is for, by its chain (`bip122:0f91…` → bip122). */
export function namespaceOfRequest(request: SessionRequest): string {
  return request.params.chainId.split(':')[0]!
}
