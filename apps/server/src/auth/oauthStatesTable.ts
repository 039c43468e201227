import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Social login's pending authorizations (auth/social): the OAuth `state` with its PKCE verifier and
 * nonce, the opener page's origin the callback posts to, and where the redirect fallback returns.
 */
export const authOauthStates = pgTable('auth_oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  openerOrigin: text('opener_origin').notNull(),
  returnTo: text('return_to'),
  deviceId: text('device_id').notNull(),
  projectId: text('project_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
})

export type AuthOauthStateRow = typeof authOauthStates.$inferSelect
