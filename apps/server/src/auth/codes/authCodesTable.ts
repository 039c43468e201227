import { sql } from 'drizzle-orm'
import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'

export const CODE_PURPOSES = ['login', 'update_primary', 'update_secondary'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]

/**
 * One-time codes mailed for login and email updates. Only the HMAC of a code is kept. One row per
 * (email, purpose): a new code replaces the previous one, so one code is live at a time, and the
 * row's created_at is when that email was last mailed for that purpose (the cooldown).
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    /** HMAC-SHA256 (hex) of the code, keyed by a key derived from the master key. */
    codeHash: text('code_hash').notNull(),
    /** Tries so far, right or wrong; the code is burned at the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Email updates: whose email changes, and to what. */
    userId: uuid('user_id'),
    newEmail: text('new_email'),
    /** Login: the device the code was asked from (only it may use the code). */
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('auth_codes_email_purpose').on(table.email, table.purpose)],
)

export type AuthCodeRow = typeof authCodes.$inferSelect
