import { HISTORY_ROUTES, transactionSchema } from '@foyer/core/protocol'
import type { z } from 'zod'

/**
 * The Transaction entity of spec §3 as GET /v1/account/:account/history answers it: the protocol's
 * (`@foyer/core/protocol`), which the modal reads the history with.
 */
export { transactionSchema }
export const historyPageSchema = HISTORY_ROUTES.history.response

export type Transaction = z.infer<typeof transactionSchema>
export type TransactionTransfer = Transaction['transfers'][number]
export type HistoryPage = z.infer<typeof historyPageSchema>
