import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../kernel/db/database.ts'
import { authOauthStates, type AuthOauthStateRow } from '../oauthStatesTable.ts'

/** How long a login started at a provider (or a Farcaster channel) may take to come back. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000

export type NewOauthState = Omit<AuthOauthStateRow, 'createdAt' | 'expiresAt' | 'consumedAt'>

/**
 * The pending logins in auth_oauth_states: saved when a login starts, read by the callback page,
 * and consumed exactly once when the frame connects (an atomic update, so two racing connects
 * cannot both win).
 */
export function oauthStateStore(db: Db, ttlMs = OAUTH_STATE_TTL_MS) {
  return {
    async save(state: NewOauthState): Promise<void> {
      // Rows past their expiry are of no use to anyone: each new login clears them.
      await db.delete(authOauthStates).where(lt(authOauthStates.expiresAt, sql`now()`))
      await db.insert(authOauthStates).values({ ...state, expiresAt: sql`now() + ${`${ttlMs} milliseconds`}::interval` })
    },

    /** The state if it is unexpired and not yet used. */
    async findLive(state: string): Promise<AuthOauthStateRow | undefined> {
      const [row] = await db
        .select()
        .from(authOauthStates)
        .where(and(eq(authOauthStates.state, state), live()))
        .limit(1)
      return row
    },

    /** Marks the state used and answers it, or undefined when it was used already or has expired. */
    async consume(state: string): Promise<AuthOauthStateRow | undefined> {
      const [row] = await db
        .update(authOauthStates)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(authOauthStates.state, state), live()))
        .returning()
      return row
    },
  }
}

export type OauthStateStore = ReturnType<typeof oauthStateStore>

function live() {
  return and(isNull(authOauthStates.consumedAt), gt(authOauthStates.expiresAt, sql`now()`))
}
