import { OPERATION_TYPES, TRANSFER_DIRECTIONS, type HistoryPage as CoreHistoryPage } from '@foyer/core/internal'
import { z } from 'zod'
import type { SameShape } from '../sameShape.ts'

/** The Transaction entity of spec §3 as GET /v1/account/:account/history answers it. */
const transferSchema = z.object({
  direction: z.enum(TRANSFER_DIRECTIONS),
  /** Who the value left and who it reached (checksummed); a mint's sender is the zero address. */
  sender: z.string(),
  recipient: z.string(),
  fungible_info: z
    .object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }).nullable() })
    .optional(),
  nft_info: z
    .object({
      name: z.string(),
      flags: z.object({ is_spam: z.boolean() }),
      content: z.object({ preview: z.object({ url: z.string() }).nullable() }),
    })
    .optional(),
  /** Exact amount as a decimal string and the decimals it was scaled by, as in TokenBalance. */
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  /** Fiat value of the amount (USD), when the server knows a price. */
  value: z.number().nullable(),
  /** Fiat price of one unit (USD), when known. */
  price: z.number().nullable(),
})

export const transactionSchema = z.object({
  /** `<CAIP-2 chain>:<hash>`, unique across chains. */
  id: z.string(),
  metadata: z.object({
    minedAt: z.iso.datetime(),
    chain: z.string(),
    operationType: z.enum(OPERATION_TYPES),
    status: z.enum(['confirmed', 'failed']),
    sentFrom: z.string(),
    /** The recipient, or the created contract for a deploy. */
    sentTo: z.string(),
    hash: z.string(),
    nonce: z.number().int(),
  }),
  /** Only the transfers that moved value to or from the queried account. */
  transfers: z.array(transferSchema),
})

export const historyPageSchema = z.object({
  data: z.array(transactionSchema),
  /** Cursor of the next page; null on the last one. */
  next: z.string().nullable(),
})

export type Transaction = z.infer<typeof transactionSchema>
export type TransactionTransfer = z.infer<typeof transferSchema>
export type HistoryPage = z.infer<typeof historyPageSchema>
// The wire shape is the client's: a field renamed on either side fails the typecheck.
true satisfies SameShape<HistoryPage, CoreHistoryPage>
