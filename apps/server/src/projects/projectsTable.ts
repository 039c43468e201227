import { sql } from 'drizzle-orm'
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** A project: the id every client call sends (`projectId`) and the web origins allowed to use it. */
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Exact origins (`https://app.example.com`); a browser request from any other origin is refused. */
  allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
  /** Answered by /getAnalyticsConfig; when off, POST /e stores nothing. */
  analyticsEnabled: boolean('analytics_enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type Project = typeof projects.$inferSelect
