import type { Cacao, SiwxData } from '@foyer/siwx-verify'
import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from '../projects/projectsTable.ts'

/**
 * Nonces handed out for sign-in messages (POST /v1/sessions/nonce): each lives 5 minutes, is the
 * project's and the client's that asked, and is spent by one sign-in, successful or not.
 */
export const siwxNonces = pgTable(
  'siwx_nonces',
  {
    /** 128 random bits (crypto.randomBytes) as letters and digits (nonceGenerator.ts), so unique across projects too. */
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The client that asked (clientAddressKey: an IP, an IPv6 /64): only a sign-in from it may spend the nonce. */
    client: text('client').notNull(),
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
    /** The message's expiration time (required of new sessions; older ones may have none). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the account revoked it: kept, so a proof redeemed after says "revoked" rather than "unknown". */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.nonce] }), index('siwx_sessions_account_idx').on(table.projectId, table.address, table.createdAt)],
)

export type SiwxSessionRow = typeof siwxSessions.$inferSelect

/**
 * A sign-in's single-use proof (POST /v1/sessions answers it to the signer's browser, which hands it
 * to the host's backend): only its SHA-256 is kept; redeemed once, within its lifetime, by
 * POST /v1/sessions/proofs/redeem. Gone with its session.
 */
export const siwxSessionProofs = pgTable(
  'siwx_session_proofs',
  {
    /** SHA-256 of the token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    projectId: text('project_id').notNull(),
    /** The session's id (its nonce). */
    sessionId: text('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({ columns: [table.projectId, table.sessionId], foreignColumns: [siwxSessions.projectId, siwxSessions.nonce] }).onDelete('cascade'),
    index('siwx_session_proofs_expires_idx').on(table.expiresAt),
  ],
)
