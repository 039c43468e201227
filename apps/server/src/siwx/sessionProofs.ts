import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import type { Db } from '../kernel/db/database.ts'
import { siwxSessionProofs, siwxSessions, type SiwxSessionRow } from './siwxTables.ts'

/** Random bytes in a proof: 256 bits, written in base64url (43 characters). */
const PROOF_BYTES = 32
/** A proof as sent: 43 base64url characters. */
export const PROOF_PATTERN = /^[A-Za-z0-9_-]{43}$/
/** Expired proofs are swept at most this often (per server), when a proof is made. */
const SWEEP_INTERVAL_MS = 60_000

/** A sign-in's proof as the signer's browser gets it: the token, and until when it can be redeemed. */
export interface SessionProof {
  token: string
  expiresAt: Date
}

/** SHA-256 of a token, hex: what the database keeps of it. */
export function proofHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * The single-use proofs of sign-ins: one made with each session (its token answered once, to the
 * signer; only its hash kept), redeemed once by the host's backend within `ttlMs`.
 */
export function siwxProofStore(db: Db, ttlMs: number) {
  let sweptAt = 0
  return {
    /** Makes a session's proof in `tx` (the transaction storing the session). */
    async make(tx: Db, session: { projectId: string; sessionId: string }, at: Date): Promise<SessionProof> {
      if (at.getTime() - sweptAt >= SWEEP_INTERVAL_MS) {
        sweptAt = at.getTime()
        await tx.delete(siwxSessionProofs).where(lte(siwxSessionProofs.expiresAt, at))
      }
      const token = randomBytes(PROOF_BYTES).toString('base64url')
      const expiresAt = new Date(at.getTime() + ttlMs)
      await tx.insert(siwxSessionProofs).values({ tokenHash: proofHash(token), ...session, expiresAt })
      return { token, expiresAt }
    },
    /**
     * Redeems a proof: the session it was made with (whatever its state now: revoked and expired
     * ones too, for the caller to judge), once; undefined for a proof unknown to the project, already
     * redeemed, or expired. Of several requests redeeming one proof at once, exactly one gets it.
     */
    async redeem(projectId: string, token: string, at: Date): Promise<SiwxSessionRow | undefined> {
      const [taken] = await db
        .update(siwxSessionProofs)
        .set({ redeemedAt: at })
        .where(and(eq(siwxSessionProofs.tokenHash, proofHash(token)), eq(siwxSessionProofs.projectId, projectId), isNull(siwxSessionProofs.redeemedAt), gt(siwxSessionProofs.expiresAt, at)))
        .returning({ sessionId: siwxSessionProofs.sessionId })
      if (!taken) return undefined
      const [session] = await db
        .select()
        .from(siwxSessions)
        .where(and(eq(siwxSessions.projectId, projectId), eq(siwxSessions.nonce, taken.sessionId)))
        .limit(1)
      return session
    },
  }
}
export type SiwxProofStore = ReturnType<typeof siwxProofStore>
