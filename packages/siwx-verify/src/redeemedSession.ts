import { z } from 'zod'

/** What a session is at the time its proof is redeemed. */
export const SESSION_STATUSES = ['live', 'expired', 'notYetValid', 'revoked'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]

/**
 * The session a proof was made with, as Foyer's server answers its redemption
 * (POST /v1/sessions/proofs/redeem): enough to tell it is the session the browser sent (its id and
 * its message's SHA-256) and whether it still signs anyone in (its times and status).
 */
export const redeemedSessionSchema = z.object({
  id: z.string().describe('The session’s id: its nonce'),
  messageHash: z.string().describe('SHA-256 of the signed message (UTF-8), lowercase hex'),
  address: z.string().describe('The account that signed in, as the message writes it'),
  chainId: z.string().describe('CAIP-2'),
  domain: z.string().describe('The message’s domain: the site it signed in to'),
  issuedAt: z.string().describe('ISO 8601'),
  expiresAt: z.string().nullable().describe('ISO 8601: the message’s Expiration Time'),
  notBefore: z.string().nullable().describe('ISO 8601: the message’s Not Before, if it had one'),
  status: z.enum(SESSION_STATUSES).describe('live: signs in; expired, notYetValid, revoked: does not'),
})
export type RedeemedSession = z.output<typeof redeemedSessionSchema>
