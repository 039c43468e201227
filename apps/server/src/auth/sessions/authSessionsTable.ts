import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Sessions behind the session tokens (the token's `sid`): sign out revokes the row. A session works only for the project it was made under. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    deviceId: text('device_id').notNull(),
    /** Sessions made before sessions were bound to a project have '' and are refused everywhere. */
    projectId: text('project_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_sessions_user').on(table.userId)],
)

export type AuthSessionRow = typeof authSessions.$inferSelect
