import { and, desc, eq, gt, isNull, notInArray, or, type SQL } from 'drizzle-orm'
import type { Db } from '../kernel/db/database.ts'
import { siwxSessions, type SiwxSessionRow } from './siwxTables.ts'

/**
 * The most sessions one account keeps in one project (a browser each, say). A new one past it
 * drops the oldest: the visitor signing in now is never refused for sessions they may have lost.
 */
export const MAX_SESSIONS_PER_ACCOUNT = 20

export type NewSession = Omit<SiwxSessionRow, 'createdAt' | 'revokedAt'>

/** Where an account's sessions are looked up: the project, and the address as kept (siwxNamespaces' addressKey). */
export interface SessionAccount {
  projectId: string
  address: string
}

/**
 * Stores a session in `tx` (with its nonce taken in the same transaction), then forgets the
 * account's expired and revoked sessions (their proofs with them) and any past the newest
 * MAX_SESSIONS_PER_ACCOUNT.
 */
export async function saveSession(tx: Db, session: NewSession, at: Date): Promise<void> {
  await tx.insert(siwxSessions).values(session)
  const kept = tx
    .select({ nonce: siwxSessions.nonce })
    .from(siwxSessions)
    .where(and(ofAccount(session), live(at)))
    .orderBy(desc(siwxSessions.createdAt))
    .limit(MAX_SESSIONS_PER_ACCOUNT)
  await tx.delete(siwxSessions).where(and(ofAccount(session), notInArray(siwxSessions.nonce, kept)))
}

/** The sessions of an account, live (unexpired, unrevoked) at `at`, newest first; on one chain when asked. */
export function siwxSessionStore(db: Db) {
  return {
    async list(account: SessionAccount, at: Date, chainId?: string): Promise<SiwxSessionRow[]> {
      const onChain = chainId === undefined ? undefined : eq(siwxSessions.chainId, chainId)
      return db
        .select()
        .from(siwxSessions)
        .where(and(ofAccount(account), live(at), onChain))
        .orderBy(desc(siwxSessions.createdAt))
        .limit(MAX_SESSIONS_PER_ACCOUNT)
    },
    async find(account: SessionAccount, nonce: string, at: Date): Promise<SiwxSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(siwxSessions)
        .where(and(ofAccount(account), eq(siwxSessions.nonce, nonce), live(at)))
        .limit(1)
      return row
    },
    /**
     * Ends a session: marked revoked (kept, so its proof, redeemed later, says so); false when it was
     * already revoked (by another request at the same time).
     */
    async revoke(account: SessionAccount, nonce: string, at: Date): Promise<boolean> {
      const revoked = await db
        .update(siwxSessions)
        .set({ revokedAt: at })
        .where(and(ofAccount(account), eq(siwxSessions.nonce, nonce), isNull(siwxSessions.revokedAt)))
        .returning({ nonce: siwxSessions.nonce })
      return revoked.length > 0
    },
  }
}
export type SiwxSessionStore = ReturnType<typeof siwxSessionStore>

function ofAccount({ projectId, address }: SessionAccount): SQL | undefined {
  return and(eq(siwxSessions.projectId, projectId), eq(siwxSessions.address, address))
}

function live(at: Date): SQL | undefined {
  return and(isNull(siwxSessions.revokedAt), or(isNull(siwxSessions.expiresAt), gt(siwxSessions.expiresAt, at)))
}
