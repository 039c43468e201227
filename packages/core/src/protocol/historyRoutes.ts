/**
 * An account's history (spec §7 `GET /v1/account/{account}/history`, `apps/server/src/activity`):
 * pages of the Transaction entity of spec §3, newest first.
 */
import * as z from 'zod/mini'
import type { ApiRoute } from './apiRoute.ts'

/** What a transaction did, from the queried account's point of view. */
export const OPERATION_TYPES = ['send', 'receive', 'trade', 'mint', 'burn', 'deploy', 'approve', 'execute'] as const
/** Which way a transfer moved relative to the queried account; 'self' is a transfer to itself. */
export const TRANSFER_DIRECTIONS = ['in', 'out', 'self'] as const

const transferSchema = z.object({
  direction: z.enum(TRANSFER_DIRECTIONS),
  sender: z.string().check(z.describe('Who the value left (checksummed); a mint’s sender is the zero address')),
  recipient: z.string(),
  fungible_info: z.optional(z.object({ name: z.string(), symbol: z.string(), icon: z.nullable(z.object({ url: z.string() })) })),
  nft_info: z.optional(
    z.object({
      name: z.string(),
      flags: z.object({ is_spam: z.boolean() }),
      content: z.object({ preview: z.nullable(z.object({ url: z.string() })) }),
    }),
  ),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }).check(z.describe('Exact amount as a decimal string and the decimals it was scaled by, as in TokenBalance')),
  value: z.nullable(z.number()).check(z.describe('Fiat value of the amount (USD), when the server knows a price')),
  price: z.nullable(z.number()).check(z.describe('Fiat price of one unit (USD), when known')),
})

export const transactionMetadataSchema = z.object({
  minedAt: z.iso.datetime().check(z.describe('ISO 8601 time of the block')),
  chain: z.string().check(z.describe('CAIP-2 id of the chain')),
  operationType: z.enum(OPERATION_TYPES),
  status: z.enum(['confirmed', 'failed']),
  sentFrom: z.string(),
  sentTo: z.string().check(z.describe('The recipient, or the created contract for a deploy')),
  hash: z.string(),
  nonce: z.int(),
})

export const transactionSchema = z.object({
  id: z.string().check(z.describe('<CAIP-2 chain>:<hash>, unique across chains')),
  metadata: transactionMetadataSchema,
  transfers: z.array(transferSchema).check(z.describe('Only the transfers that moved value to or from the queried account')),
})

export const HISTORY_ROUTES = {
  history: {
    method: 'GET',
    path: '/v1/account/:account/history',
    params: z.object({ account: z.string() }),
    query: z.object({
      chainId: z.optional(z.string()),
      /** The `next` of the previous page. */
      cursor: z.optional(z.string()),
      limit: z.optional(z.string()),
      /** The onramp provider whose purchases to include; `coinbase` skips the server's cache. */
      onramp: z.optional(z.enum(['coinbase', 'meld'])),
    }),
    response: z.object({
      data: z.array(transactionSchema),
      next: z.nullable(z.string()).check(z.describe('Cursor of the next page; null on the last one')),
    }),
  },
} as const satisfies Record<string, ApiRoute>
