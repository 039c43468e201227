/**
 * One dapp and one wallet interface over both implementations (Foyer's client and sign-client
 * 2.21.8), so the same scenario runs for every pairing. The wallet holds a real key and makes
 * real personal_sign signatures, which the test verifies: a scenario can fail on the signature,
 * not only on messages arriving.
 */
import type { Address, Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { EventQueue } from './eventQueue.ts'

export type Implementation = 'Foyer' | 'sign-client 2.21.8'

/** The project id every peer sends: the relay admits only projects of its server, and every server has the dev project. */
export const PROJECT_ID = 'foyer-dev'

export const CHAIN_ID = 'eip155:1'

/** What a dapp asks for: personal_sign on chain 1 (as optional namespaces, which both implementations send). */
export const DAPP_NAMESPACES = {
  eip155: { chains: [CHAIN_ID], methods: ['personal_sign', 'eth_sendTransaction'], events: ['chainChanged', 'accountsChanged'] },
}

export interface ApprovedSession {
  topic: string
  /** `eip155:1:0x…` */
  accounts: string[]
  /** The wallet's metadata name as the dapp received it. */
  peerName: string
}

export interface DappPeer {
  readonly implementation: Implementation
  readonly name: string
  /** A pairing URI for the wallet, and the session once the wallet approved (rejects if it refused). */
  connect(): Promise<{ uri: string; approval: Promise<ApprovedSession> }>
  /** A wc_sessionRequest: resolves with the wallet's result, rejects with its `{code, message}`. */
  request(topic: string, method: string, params: unknown): Promise<unknown>
  disconnect(topic: string): Promise<void>
  /** Topics of sessions the wallet ended. */
  readonly deletedSessions: EventQueue<string>
  close(): Promise<void>
}

export interface IncomingProposal {
  id: number
  dappName: string
}

export interface IncomingRequest {
  topic: string
  id: number
  chainId: string
  method: string
  params: unknown
}

export interface WalletPeer {
  readonly implementation: Implementation
  readonly name: string
  readonly account: PrivateKeyAccount
  pair(uri: string): Promise<void>
  readonly proposals: EventQueue<IncomingProposal>
  /** Approves with WALLET_NAMESPACES; answers the session topic. */
  approve(proposal: IncomingProposal): Promise<string>
  rejectProposal(proposal: IncomingProposal): Promise<void>
  readonly requests: EventQueue<IncomingRequest>
  respond(request: IncomingRequest, result: unknown): Promise<void>
  respondError(request: IncomingRequest, error: { code: number; message: string }): Promise<void>
  disconnect(topic: string): Promise<void>
  /** Topics of sessions the dapp ended. */
  readonly deletedSessions: EventQueue<string>
  close(): Promise<void>
}

/** The wallet's key: a fixed, public test key (anvil's first account), never used on a real chain. */
export const WALLET_PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export function walletAccount(): PrivateKeyAccount {
  return privateKeyToAccount(WALLET_PRIVATE_KEY)
}

/** What the wallet grants: its one account on chain 1 with what the dapp asked for. */
export function walletNamespaces(address: Address) {
  return {
    eip155: {
      chains: [CHAIN_ID],
      accounts: [`${CHAIN_ID}:${address}`],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['chainChanged', 'accountsChanged'],
    },
  }
}

/** Signs a personal_sign request's `[message (hex), address]` the way a wallet does (EIP-191). */
export async function signPersonalMessage(account: PrivateKeyAccount, params: unknown): Promise<Hex> {
  if (!Array.isArray(params) || typeof params[0] !== 'string' || typeof params[1] !== 'string') {
    throw new Error(`personal_sign params are not [message, address]: ${JSON.stringify(params)}`)
  }
  if (params[1].toLowerCase() !== account.address.toLowerCase()) throw new Error(`personal_sign for another address: ${params[1]}`)
  return account.signMessage({ message: { raw: params[0] as Hex } })
}

export const USER_REJECTED = { code: 5000, message: 'User rejected.' }
