import { sql } from 'drizzle-orm'
import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'

/**
 * Embedded-wallet users: found by email (email login) or by (social_provider, social_subject)
 * (social and Farcaster login). The keys are kept only encrypted: `encrypted_seed` is the BIP-39
 * seed sealed with the user's data key, `wrapped_data_key` that data key sealed with the master key
 * (both base64 of iv | ciphertext | tag). The addresses are public and kept in clear for lookups.
 */
export const authUsers = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').unique(),
    socialProvider: text('social_provider'),
    socialSubject: text('social_subject'),
    userName: text('user_name'),
    evmAddress: text('evm_address').notNull(),
    solanaAddress: text('solana_address').notNull(),
    wrappedDataKey: text('wrapped_data_key').notNull(),
    encryptedSeed: text('encrypted_seed').notNull(),
    preferredAccountType: text('preferred_account_type').notNull().default('eoa'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('auth_users_social_identity').on(table.socialProvider, table.socialSubject)],
)

export type AuthUserRow = typeof authUsers.$inferSelect
