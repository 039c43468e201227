import type { Cacao, SiwxData } from '@foyer/siwx-verify'
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from '../projects/projectsTable.ts'

/** Nonces handed out for sign-in messages (POST /v1/sessions/nonce): each lives 5 minutes and signs in once. */
export const siwxNonces = pgTable(
  'siwx_nonces',
  {
    /** viem's generateSiweNonce: 96 letters and digits, so unique across projects too. */
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a session took it; a used nonce stays until it expires, so it is known as used, not unknown. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('siwx_nonces_expires_idx').on(table.expiresAt)],
)

/** Signed-in sessions (POST /v1/sessions), each the project's, its account's, and named by its nonce. */
export const siwxSessions = pgTable(
  'siwx_sessions',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The session's id (the pci of a revoke): the nonce its message signed. */
    nonce: text('nonce').notNull(),
    /** The account as it is looked up: an EVM address in lowercase, a Solana one as written. */
    address: text('address').notNull(),
    /** CAIP-2. */
    chainId: text('chain_id').notNull(),
    data: jsonb('data').$type<SiwxData>().notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    cacao: jsonb('cacao').$type<Cacao>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The message's expiration time; none, the session lasts until revoked or crowded out. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.nonce] }), index('siwx_sessions_account_idx').on(table.projectId, table.address, table.createdAt)],
)

export type SiwxSessionRow = typeof siwxSessions.$inferSelect
