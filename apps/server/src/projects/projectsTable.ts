import { sql } from 'drizzle-orm'
import { boolean, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** A project: the id every client call sends (`projectId`) and the web origins allowed to use it. */
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Exact origins (`https://app.example.com`); a browser request from any other origin is refused. */
  allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
  /** Answered by /getAnalyticsConfig; when off, POST /e stores nothing. */
  analyticsEnabled: boolean('analytics_enabled').notNull().default(true),
  /**
   * Gas sponsorship (ERC-4337): the most wei of a chain's native currency its paymaster pays for one
   * account's smart-account operations in a UTC day, on each chain with a paymaster service; null: off.
   */
  sponsoredWeiPerAccountPerDay: numeric('sponsored_wei_per_account_per_day', { precision: 78, scale: 0, mode: 'bigint' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type Project = typeof projects.$inferSelect
