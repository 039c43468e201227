import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { projects } from '../../projects/projectsTable.ts'

/**
 * The gas a project's paymaster has paid, or holds for operations in flight, for one account on one
 * chain in one UTC day: what its sponsorship budget (`projects.sponsored_wei_per_account_per_day`)
 * is checked against. Taken before an operation is sent, settled to its actual cost after.
 */
export const sponsoredGas = pgTable(
  'sponsored_gas',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The smart account, lowercase. */
    account: text('account').notNull(),
    /** CAIP-2. */
    chainId: text('chain_id').notNull(),
    /** The UTC day (YYYY-MM-DD). */
    day: date('day', { mode: 'string' }).notNull(),
    spentWei: numeric('spent_wei', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.account, table.chainId, table.day] })],
)
