import * as z from 'zod/mini'
import { apiPath } from '../protocol/apiRoute.ts'
import { HISTORY_ROUTES, OPERATION_TYPES, TRANSFER_DIRECTIONS, transactionMetadataSchema, transactionSchema } from '../protocol/historyRoutes.ts'
import type { HttpClient } from './http.ts'
import type { CaipNetworkId } from '../types.ts'

const { history } = HISTORY_ROUTES

/**
 * The history call of spec §7 (`GET /v1/account/{account}/history`) and the Transaction entity of
 * spec §3 it answers with, as readers see it; the wire shape is the protocol's (protocol/historyRoutes.ts).
 */

export { OPERATION_TYPES, TRANSFER_DIRECTIONS }
/** What a transaction did, from the queried account's point of view. */
export type OperationType = (typeof OPERATION_TYPES)[number]
/** Which way a transfer moved relative to the queried account; 'self' is a transfer to itself. */
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number]

export interface FungibleInfo {
  name: string
  symbol: string
  icon: { url: string } | null
}

export interface NftInfo {
  name: string
  flags: { is_spam: boolean }
  content: { preview: { url: string } | null }
}

/** One movement of value inside a transaction. */
export interface TransactionTransfer {
  direction: TransferDirection
  /** Who the value left and who it reached (for a deploy's mint, the zero address sends). */
  sender: string
  recipient: string
  fungible_info?: FungibleInfo
  nft_info?: NftInfo
  /** Exact amount as a decimal string, and the decimals it was scaled by (as in TokenBalance). */
  quantity: { decimals: string; numeric: string }
  /** Fiat value of the amount and of one unit, when the server knows a price. */
  value: number | null
  price: number | null
}

export interface TransactionMetadata {
  /** ISO 8601 time of the block. */
  minedAt: string
  /** CAIP-2 id of the chain. */
  chain: string
  operationType: OperationType
  status: 'confirmed' | 'failed'
  sentFrom: string
  /** The recipient, or the created contract for a deploy. */
  sentTo: string
  hash: string
  nonce: number
}

/** A mined transaction as the history call answers it (spec §3). */
export interface Transaction {
  id: string
  metadata: TransactionMetadata
  transfers: TransactionTransfer[]
}

/** One page of history, newest first; `next` is the opaque cursor of the following page. */
export interface HistoryPage {
  data: Transaction[]
  next: string | null
}

// A kind this client does not know yet (from a newer server) still shows, as a plain contract call.
export const historyPageSchema = z.extend(history.response, {
  data: z.array(z.extend(transactionSchema, { metadata: z.extend(transactionMetadataSchema, { operationType: z.catch(z.enum(OPERATION_TYPES), 'execute') }) })),
})

export interface HistoryRequest {
  address: string
  chainId?: CaipNetworkId
  cursor?: string
  /** The onramp provider whose purchases to include; `coinbase` skips the server's cache. */
  onramp?: 'coinbase' | 'meld'
}

/** Fetches one page of an account's history; an answer of the wrong shape throws. */
export async function fetchHistoryPage(http: HttpClient, request: HistoryRequest, signal?: AbortSignal): Promise<HistoryPage> {
  const query = { chainId: request.chainId, cursor: request.cursor, onramp: request.onramp } satisfies z.input<typeof history.query>
  const answer = await http.get<unknown>(apiPath(history.path, { account: request.address }), query, { signal })
  return historyPageSchema.parse(answer)
}

// The interfaces above are what readers see; this keeps the schema saying the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
true satisfies Same<z.output<typeof historyPageSchema>, HistoryPage>
