import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { projects } from '../projects/projectsTable.ts'

/** One event a modal sent to POST /e (spec §7 Analytics), kept as sent. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    /** The client's own id for the event: a retried POST stores it once. */
    eventId: uuid('event_id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The connected account (CAIP-10 or a plain address), when the event has one. */
    address: text('address'),
    properties: jsonb('properties').$type<Record<string, unknown>>(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    /** The request's Origin header; absent for server-to-server calls. */
    origin: text('origin'),
    sdkType: text('sdk_type'),
    sdkVersion: text('sdk_version'),
    /** When the client says the event happened. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_project_received_idx').on(table.projectId, table.receivedAt)],
)

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert
