import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Counters the auth abuse budgets keep (auth/throttle): wrong codes per address and per client,
 * login mails per address, per client and per both. One row per key; `count` is within the window
 * that started at `window_started_at`. A key over its failure limit is locked until `locked_until`,
 * each further lockout of a key twice as long (`lockouts`). Keys hold no address in clear: only
 * an HMAC of it.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockouts: integer('lockouts').notNull().default(0),
})
