import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { jwtVerify, SignJWT } from 'jose'
import type { AuthDeps } from '../authDeps.ts'
import { authSessions } from './authSessionsTable.ts'

export interface IssuedSession {
  token: string
  /** Seconds since the epoch. */
  expiresAt: number
}

export interface LiveSession {
  userId: string
  sid: string
  /** Seconds since the epoch. */
  expiresAt: number
}

/** Where a session is used: the frame's device and the project the frame was opened for. */
export interface SessionScope {
  deviceId: string
  projectId: string
}

/** Starts a session for a user on a device and project: a row (so it can be revoked) and its HS256 token. */
export async function issueSession(deps: AuthDeps, userId: string, scope: SessionScope): Promise<IssuedSession> {
  const now = deps.now()
  const sid = randomUUID()
  const issuedAt = Math.floor(now / 1000)
  const expiresAt = issuedAt + deps.settings.sessionTtlSeconds
  await deps.db.insert(authSessions).values({ id: sid, userId, deviceId: scope.deviceId, projectId: scope.projectId, createdAt: new Date(now), expiresAt: new Date(expiresAt * 1000) })
  const token = await new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(userId).setIssuedAt(issuedAt).setExpirationTime(expiresAt).sign(deps.keys.session)
  return { token, expiresAt }
}

/**
 * The live session a token stands for on this device and project, or null: a bad signature, an
 * expired token, a revoked or unknown session, or another device's or project's token are all
 * simply not a session.
 */
export async function verifySession(deps: AuthDeps, token: string, scope: SessionScope): Promise<LiveSession | null> {
  let claims: { sub?: unknown; sid?: unknown; exp?: unknown }
  try {
    ;({ payload: claims } = await jwtVerify(token, deps.keys.session, { algorithms: ['HS256'], currentDate: new Date(deps.now()), requiredClaims: ['sub', 'exp'] }))
  } catch {
    return null
  }
  if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string' || !/^[0-9a-f-]{36}$/.test(claims.sid)) return null
  const [row] = await deps.db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, claims.sid), isNull(authSessions.revokedAt)))
  if (!row || row.userId !== claims.sub || row.deviceId !== scope.deviceId || row.projectId !== scope.projectId || row.expiresAt.getTime() <= deps.now()) return null
  return { userId: row.userId, sid: row.id, expiresAt: Math.floor(row.expiresAt.getTime() / 1000) }
}

/** Ends a session: its token is refused from now on. */
export async function revokeSession(deps: AuthDeps, sid: string): Promise<void> {
  await deps.db
    .update(authSessions)
    .set({ revokedAt: new Date(deps.now()) })
    .where(and(eq(authSessions.id, sid), isNull(authSessions.revokedAt)))
}
