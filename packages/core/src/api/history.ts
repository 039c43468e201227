import * as z from 'zod/mini'
import type { HttpClient } from './http.ts'
import type { CaipNetworkId } from '../types.ts'

/**
 * The history call of spec §7 (`GET /v1/account/{account}/history`) and the Transaction entity of
 * spec §3 it answers with. The server validates against the same shape (its tests check it).
 */

/** What a transaction did, from the queried account's point of view. */
export const OPERATION_TYPES = ['send', 'receive', 'trade', 'mint', 'burn', 'deploy', 'approve', 'execute'] as const
export type OperationType = (typeof OPERATION_TYPES)[number]

/** Which way a transfer moved relative to the queried account; 'self' is a transfer to itself. */
export const TRANSFER_DIRECTIONS = ['in', 'out', 'self'] as const
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

const transferSchema = z.object({
  direction: z.enum(TRANSFER_DIRECTIONS),
  sender: z.string(),
  recipient: z.string(),
  fungible_info: z.optional(
    z.object({ name: z.string(), symbol: z.string(), icon: z.nullable(z.object({ url: z.string() })) }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.string(),
      flags: z.object({ is_spam: z.boolean() }),
      content: z.object({ preview: z.nullable(z.object({ url: z.string() })) }),
    }),
  ),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  value: z.nullable(z.number()),
  price: z.nullable(z.number()),
})

const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string(),
    // A kind this client does not know yet still shows, as a plain contract call.
    operationType: z.catch(z.enum(OPERATION_TYPES), 'execute'),
    status: z.enum(['confirmed', 'failed']),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.string(),
    nonce: z.number(),
  }),
  transfers: z.array(transferSchema),
})

export const historyPageSchema = z.object({ data: z.array(transactionSchema), next: z.nullable(z.string()) })

export interface HistoryRequest {
  address: string
  chainId?: CaipNetworkId
  cursor?: string
  /** The onramp provider whose purchases to include; `coinbase` skips the server's cache. */
  onramp?: 'coinbase' | 'meld'
}

/** Fetches one page of an account's history; an answer of the wrong shape throws. */
export async function fetchHistoryPage(http: HttpClient, request: HistoryRequest, signal?: AbortSignal): Promise<HistoryPage> {
  const answer = await http.get<unknown>(
    `/v1/account/${encodeURIComponent(request.address)}/history`,
    { chainId: request.chainId, cursor: request.cursor, onramp: request.onramp },
    { signal },
  )
  return historyPageSchema.parse(answer)
}

// The interfaces above are what readers see; this keeps the schema saying the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
true satisfies Same<z.output<typeof historyPageSchema>, HistoryPage>
