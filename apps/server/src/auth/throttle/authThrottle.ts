import { createHmac } from 'node:crypto'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { AuthDeps } from '../authDeps.ts'
import { lockedOut, mailBudgetSpent } from '../authErrors.ts'
import { authThrottles } from './authThrottlesTable.ts'
import { baseAddress } from './baseAddress.ts'

const HOUR_MS = 3_600_000
/** Each further lockout of a key lasts twice the last, up to a day. */
const MAX_LOCK_MS = 24 * HOUR_MS
/** A key quiet for this long starts its lockouts over at the first length. */
const LOCKOUT_MEMORY_MS = 24 * HOUR_MS

/** Who asks: the address a code or mail is for, and the client (its IP address key). */
export interface Asker {
  email: string
  client: string
}

/**
 * Whom a mail is for: `known`, a device the address has approved (a login code) or its signed-in
 * owner; `stranger`, anyone else (an approval link to a new device, a code to an address not yet
 * proven). Strangers pay from budgets of their own, so they can never lock the owner out.
 */
export type MailAudience = 'known' | 'stranger'

/**
 * Spends one login mail from each of its budgets: per client, whatever the address; and per base
 * address (`a+tag@x` is `a@x`), which for a stranger's mail is the strangers' shared budget and
 * one per (address, client), and for a known device's mail the known devices' own. Over any, a
 * 429 saying when to come back, no mail goes out, and no budget is spent.
 */
export async function spendMailBudget(deps: AuthDeps, asker: Asker, audience: MailAudience): Promise<void> {
  const throttle = deps.settings.throttle
  const address = baseAddress(asker.email)
  const budgets = [
    { key: throttleKey(deps, 'mail-client', asker.client), max: throttle.mailsPerClientPerHour },
    ...(audience === 'known'
      ? [{ key: throttleKey(deps, 'mail-address-known', address), max: throttle.mailsPerAddressPerHour }]
      : [
          { key: throttleKey(deps, 'mail-address-stranger', address), max: throttle.approvalMailsPerAddressPerHour },
          { key: throttleKey(deps, 'mail-address-client', `${address}\n${asker.client}`), max: throttle.approvalMailsPerAddressPerClientPerHour },
        ]),
  ]
  const counts = await Promise.all(budgets.map((budget) => countInWindow(deps, budget.key, HOUR_MS)))
  const spent = counts.filter((count, index) => count.count > budgets[index]!.max)
  if (spent.length === 0) return
  // A mail that is not sent costs nothing: refused asks from one client must not use up the
  // mailbox's budget for everyone else.
  await deps.db
    .update(authThrottles)
    .set({ count: sql`greatest(${authThrottles.count} - 1, 0)` })
    .where(
      inArray(
        authThrottles.key,
        budgets.map((budget) => budget.key),
      ),
    )
  const until = Math.max(...spent.map((count) => count.windowStartedAt + HOUR_MS))
  throw mailBudgetSpent(secondsUntil(deps, until))
}

/** Refuses (429) a code try from a locked-out address or client before the code is looked at. */
export async function assertNotLockedOut(deps: AuthDeps, asker: Asker): Promise<void> {
  const now = deps.now()
  const keys = failureKeys(deps, asker).map((failure) => failure.key)
  const locked = await deps.db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(and(inArray(authThrottles.key, keys), gt(authThrottles.lockedUntil, new Date(now))))
  if (locked.length === 0) return
  throw lockedOut(secondsUntil(deps, Math.max(...locked.map((row) => row.lockedUntil!.getTime()))))
}

/**
 * Counts a wrong code against the address and the client, across codes: a fresh code every 30 s
 * does not give a guesser fresh tries. At the limit the key is locked for `lockMinutes`, each
 * lockout twice as long as the last; answers the lockout's error when this try started one.
 */
export async function recordWrongCode(deps: AuthDeps, asker: Asker): Promise<Error | undefined> {
  const now = deps.now()
  const lockMs = deps.settings.throttle.lockMinutes * 60_000
  let lockedUntil = 0
  for (const failure of failureKeys(deps, asker)) {
    const { count } = await countInWindow(deps, failure.key, HOUR_MS)
    if (count < failure.max) continue
    const quiet = new Date(now - LOCKOUT_MEMORY_MS)
    const [locked] = await deps.db
      .update(authThrottles)
      .set({
        lockouts: sql`case when ${authThrottles.lockedUntil} is null or ${authThrottles.lockedUntil} < ${quiet.toISOString()}::timestamptz then 1 else ${authThrottles.lockouts} + 1 end`,
        lockedUntil: sql`${new Date(now).toISOString()}::timestamptz + least(${lockMs}::bigint * power(2, case when ${authThrottles.lockedUntil} is null or ${authThrottles.lockedUntil} < ${quiet.toISOString()}::timestamptz then 0 else least(${authThrottles.lockouts}, 10) end)::bigint, ${MAX_LOCK_MS}::bigint) * interval '1 millisecond'`,
        count: 0,
        windowStartedAt: new Date(now),
      })
      .where(and(eq(authThrottles.key, failure.key), sql`${authThrottles.count} >= ${failure.max}`))
      .returning({ lockedUntil: authThrottles.lockedUntil })
    if (locked?.lockedUntil) lockedUntil = Math.max(lockedUntil, locked.lockedUntil.getTime())
  }
  return lockedUntil > now ? lockedOut(secondsUntil(deps, lockedUntil)) : undefined
}

/** A right code forgets the address's wrong ones (a lockout under way stays; so do the client's: it may be guessing others). */
export async function forgetWrongCodes(deps: AuthDeps, email: string): Promise<void> {
  await deps.db
    .update(authThrottles)
    .set({ count: 0 })
    .where(eq(authThrottles.key, throttleKey(deps, 'code-address', email)))
}

function failureKeys(deps: AuthDeps, asker: Asker) {
  const { codeFailuresPerAddress, codeFailuresPerClient } = deps.settings.throttle
  return [
    { key: throttleKey(deps, 'code-address', asker.email), max: codeFailuresPerAddress },
    { key: throttleKey(deps, 'code-client', asker.client), max: codeFailuresPerClient },
  ]
}

/**
 * Counts one event under `key` in a fixed window, in one statement (concurrent requests each get
 * their own count): a window older than `windowMs` starts over at 1.
 */
async function countInWindow(deps: AuthDeps, key: string, windowMs: number): Promise<{ count: number; windowStartedAt: number }> {
  const now = new Date(deps.now())
  const stale = sql`${authThrottles.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`
  const [row] = await deps.db
    .insert(authThrottles)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        count: sql`case when ${stale} then 1 else ${authThrottles.count} + 1 end`,
        windowStartedAt: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${authThrottles.windowStartedAt} end`,
      },
    })
    .returning({ count: authThrottles.count, windowStartedAt: authThrottles.windowStartedAt })
  return { count: row!.count, windowStartedAt: row!.windowStartedAt.getTime() }
}

/** The stored key of a counter: an HMAC, so the table names no address or IP in clear. */
function throttleKey(deps: AuthDeps, kind: string, value: string): string {
  return `${kind}:${createHmac('sha256', deps.keys.code).update(`throttle\n${kind}\n${value}`).digest('base64url')}`
}

function secondsUntil(deps: AuthDeps, at: number): number {
  return Math.max(1, Math.ceil((at - deps.now()) / 1000))
}
