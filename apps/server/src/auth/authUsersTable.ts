import { sql } from 'drizzle-orm'
import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'

/**
 * Embedded-wallet users: found by email (email login) or by (social_provider, social_subject)
 * (social and Farcaster login). The keys are kept only encrypted: `encrypted_seed` is the BIP-39
 * seed sealed with the user's data key, `wrapped_data_key` that data key sealed with the master key
 * (both base64 of iv | ciphertext | tag). The addresses are public and kept in clear for lookups:
 * the EVM and Solana ones in columns of their own, every other namespace's in `namespace_addresses`
 * under keys the namespace names (bip122's `bip122:bc` and `bip122:tb`), derived from the seed when
 * the user is made (or, for a user made before the namespace was served, at the next request).
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
    namespaceAddresses: jsonb('namespace_addresses').$type<Record<string, string>>().notNull().default({}),
    wrappedDataKey: text('wrapped_data_key').notNull(),
    encryptedSeed: text('encrypted_seed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('auth_users_social_identity').on(table.socialProvider, table.socialSubject)],
)

export type AuthUserRow = typeof authUsers.$inferSelect
