import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The frames (devices) that may ask for a login code for an email: a new device is approved once
 * from the link mailed to that address. Only the SHA-256 of the link's token is kept, and it is
 * cleared when used (single use).
 */
export const authDevices = pgTable(
  'auth_devices',
  {
    email: text('email').notNull(),
    deviceId: text('device_id').notNull(),
    approvalTokenHash: text('approval_token_hash'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** When the approval link was last mailed (the cooldown, and the link's 10-minute life). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.deviceId] }), index('auth_devices_approval_token').on(table.approvalTokenHash)],
)

export type AuthDeviceRow = typeof authDevices.$inferSelect
