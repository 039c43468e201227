import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm'
import type { AuthDeps } from '../authDeps.ts'
import { codeBurned, codeInvalid, codeWrong, emailCooldown } from '../authErrors.ts'
import { assertNotLockedOut, forgetWrongCodes, recordWrongCode } from '../throttle/authThrottle.ts'
import { authCodes, type AuthCodeRow, type CodePurpose } from './authCodesTable.ts'

/** Tries a code allows (right or wrong) before it is burned. */
export const MAX_CODE_ATTEMPTS = 5
/** How soon the same email may be mailed again for the same purpose. */
export const MAIL_COOLDOWN_MS = 30_000

export interface CodeRequest {
  email: string
  purpose: CodePurpose
  deviceId?: string
  userId?: string
  newEmail?: string
}

/**
 * Makes a fresh 6-digit code for (email, purpose), replacing any earlier one, and answers it for
 * the mail; only its HMAC is stored. Within 30 s of the last code for the same email and purpose
 * it throws the cooldown (429) instead, decided in the same statement so concurrent requests
 * cannot both pass.
 */
export async function issueCode(deps: AuthDeps, request: CodeRequest): Promise<{ code: string; forget(): Promise<void> }> {
  const now = deps.now()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const values = {
    codeHash: codeHash(deps, request.email, request.purpose, code),
    attempts: 0,
    expiresAt: new Date(now + deps.settings.codeTtlSeconds * 1000),
    consumedAt: null,
    userId: request.userId ?? null,
    newEmail: request.newEmail ?? null,
    deviceId: request.deviceId ?? null,
    createdAt: new Date(now),
  }
  const [row] = await deps.db
    .insert(authCodes)
    .values({ email: request.email, purpose: request.purpose, ...values })
    .onConflictDoUpdate({ target: [authCodes.email, authCodes.purpose], set: values, setWhere: lte(authCodes.createdAt, new Date(now - MAIL_COOLDOWN_MS)) })
    .returning({ id: authCodes.id })
  if (!row) {
    const [last] = await deps.db.select({ createdAt: authCodes.createdAt }).from(authCodes).where(byEmail(request.email, request.purpose))
    const waitMs = (last?.createdAt.getTime() ?? now) + MAIL_COOLDOWN_MS - now
    throw emailCooldown(Math.max(1, Math.ceil(waitMs / 1000)))
  }
  // When the mail cannot be sent, the code goes too, so the cooldown does not hold back a retry.
  const forget = async () => {
    await deps.db.delete(authCodes).where(and(eq(authCodes.id, row.id), eq(authCodes.codeHash, values.codeHash)))
  }
  return { code, forget }
}

/** Which live code a try is for: by email (login, the first update code) or by user (the second update code). */
export type CodeLookup = { email: string; purpose: CodePurpose } | { userId: string; purpose: CodePurpose }

/**
 * Checks a code and uses it up: single use, until it expires, at most 5 tries, compared in
 * constant time. `belongsHere` says whether the stored code may be used by this caller (its
 * device or user). Wrong tries also count against the address and the client across codes
 * (auth/throttle): past the limit they are locked out (429) before any code is compared.
 * Answers the code's row; refusals are 400s saying what to do next.
 */
export async function consumeCode(deps: AuthDeps, lookup: CodeLookup, otp: string, belongsHere: (row: AuthCodeRow) => boolean, client: string): Promise<AuthCodeRow> {
  const [row] = await deps.db
    .select()
    .from(authCodes)
    .where('email' in lookup ? byEmail(lookup.email, lookup.purpose) : and(eq(authCodes.userId, lookup.userId), eq(authCodes.purpose, lookup.purpose)))
    .orderBy(sql`${authCodes.createdAt} desc`)
    .limit(1)
  if (!row || !belongsHere(row)) throw codeInvalid('No code was sent for this request: ask for a new code')
  const asker = { email: row.email, client }
  await assertNotLockedOut(deps, asker)
  const now = deps.now()
  if (row.consumedAt) throw codeInvalid('This code was already used: ask for a new code')
  if (row.expiresAt.getTime() <= now) throw codeInvalid('This code has expired: ask for a new code')

  // Every try is counted before the comparison, in one statement, so parallel guesses share the 5.
  const [counted] = await deps.db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, row.id), eq(authCodes.codeHash, row.codeHash), isNull(authCodes.consumedAt), lt(authCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: authCodes.attempts })
  if (!counted) {
    if (row.attempts >= MAX_CODE_ATTEMPTS || (await isBurned(deps, row.id))) throw codeBurned()
    throw codeInvalid('This code was already used or replaced: ask for a new code')
  }
  const expected = Buffer.from(row.codeHash, 'hex')
  const given = Buffer.from(codeHash(deps, row.email, row.purpose, otp), 'hex')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const lockout = await recordWrongCode(deps, asker)
    if (lockout) throw lockout
    if (counted.attempts >= MAX_CODE_ATTEMPTS) throw codeBurned()
    throw codeWrong(MAX_CODE_ATTEMPTS - counted.attempts)
  }
  const [used] = await deps.db
    .update(authCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(authCodes.id, row.id), eq(authCodes.codeHash, row.codeHash), isNull(authCodes.consumedAt)))
    .returning()
  if (!used) throw codeInvalid('This code was already used: ask for a new code')
  await forgetWrongCodes(deps, row.email)
  return used
}

function byEmail(email: string, purpose: CodePurpose) {
  return and(eq(authCodes.email, email), eq(authCodes.purpose, purpose))
}

async function isBurned(deps: AuthDeps, id: string): Promise<boolean> {
  const [row] = await deps.db.select({ attempts: authCodes.attempts }).from(authCodes).where(eq(authCodes.id, id))
  return (row?.attempts ?? 0) >= MAX_CODE_ATTEMPTS
}

/** HMAC-SHA256 of the code, bound to its email and purpose. */
function codeHash(deps: AuthDeps, email: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', deps.keys.code).update(`${purpose}\n${email}\n${code}`).digest('hex')
}
