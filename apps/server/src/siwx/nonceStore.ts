import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import type { Db } from '../kernel/db/database.ts'
import { newNonce } from './nonceGenerator.ts'
import { siwxNonces } from './siwxTables.ts'

/** How long a nonce can be signed in with. */
export const NONCE_LIFETIME_MS = 5 * 60_000
/** Expired nonces are swept at most this often (per server), when a nonce is issued. */
const SWEEP_INTERVAL_MS = 60_000

/**
 * The sign-in nonces in the database: issued per project and per client (the client address key of
 * the request that asked), spent once, forgotten once expired.
 */
export function siwxNonceStore(db: Db) {
  let sweptAt = 0
  return {
    async issue(projectId: string, client: string, at: Date): Promise<{ nonce: string; expiresAt: Date }> {
      if (at.getTime() - sweptAt >= SWEEP_INTERVAL_MS) {
        sweptAt = at.getTime()
        await db.delete(siwxNonces).where(lte(siwxNonces.expiresAt, at))
      }
      const row = { nonce: newNonce(), projectId, client, issuedAt: at, expiresAt: new Date(at.getTime() + NONCE_LIFETIME_MS) }
      await db.insert(siwxNonces).values(row)
      return { nonce: row.nonce, expiresAt: row.expiresAt }
    },
    /** Whether the project issued the nonce to this client and it is unused and unexpired at `at` (checked before a signature is). */
    async isLive(owner: NonceOwner, nonce: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ nonce: siwxNonces.nonce })
        .from(siwxNonces)
        .where(liveNonce(owner, nonce, at))
        .limit(1)
      return row !== undefined
    },
    /** Spends a nonce a sign-in failed with: it signs in no one after (a no-op for a nonce not this client's). */
    async spend(owner: NonceOwner, nonce: string, at: Date): Promise<void> {
      await takeNonce(db, owner, nonce, at)
    },
  }
}
export type SiwxNonceStore = ReturnType<typeof siwxNonceStore>

/**
 * Marks a live nonce used, in `tx`; true for exactly one of several requests taking it at once
 * (PostgreSQL re-reads the row each waiting update sees, so the second finds it used).
 */
export async function takeNonce(tx: Db, owner: NonceOwner, nonce: string, at: Date): Promise<boolean> {
  const taken = await tx
    .update(siwxNonces)
    .set({ usedAt: at })
    .where(liveNonce(owner, nonce, at))
    .returning({ nonce: siwxNonces.nonce })
  return taken.length === 1
}

/** Whose a nonce is: the project's, and the client's that asked for it. */
export interface NonceOwner {
  projectId: string
  client: string
}

function liveNonce({ projectId, client }: NonceOwner, nonce: string, at: Date) {
  return and(eq(siwxNonces.nonce, nonce), eq(siwxNonces.projectId, projectId), eq(siwxNonces.client, client), isNull(siwxNonces.usedAt), gt(siwxNonces.expiresAt, at))
}
