import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Names registered in the server's own zone (`<label>.<zone>`, spec §1 ".id names"): first come,
 * one name per address, each with the attributes the registration signed (spec §7 POST /v1/profile/account).
 */
export const accountNames = pgTable('account_names', {
  /** The label, lowercase (`alice` of `alice.foyer.id`): unique in the zone. */
  label: text('label').primaryKey(),
  /** The address it points to, lowercase; one name per address (its primary name). */
  address: text('address').notNull().unique(),
  /**
   * The SLIP-44 / ENSIP-11 coin type of the address (60: Ethereum; 0x80000000 | chainId for other EVM
   * chains): up to 2^32 - 1, more than a Postgres integer holds, hence a bigint (read as a number).
   */
  coinType: bigint('coin_type', { mode: 'number' }).notNull(),
  /** Text records the registration signed (avatar, description, …). */
  attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type AccountNameRow = typeof accountNames.$inferSelect
