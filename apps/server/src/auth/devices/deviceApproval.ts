import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm'
import type { AuthDeps } from '../authDeps.ts'
import { emailCooldown } from '../authErrors.ts'
import { MAIL_COOLDOWN_MS } from '../codes/loginCodes.ts'
import { authDevices } from './authDevicesTable.ts'

/** How long an approval link works. */
export const APPROVAL_LINK_TTL_MS = 10 * 60_000
/** How often a waiting device/connect looks at the database (another server process may have approved it). */
const APPROVAL_POLL_MS = 1_000

/** Whether the device was approved for the email (from a link mailed to it). */
export async function isDeviceApproved(deps: AuthDeps, email: string, deviceId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ approvedAt: authDevices.approvedAt })
    .from(authDevices)
    .where(and(eq(authDevices.email, email), eq(authDevices.deviceId, deviceId)))
  return row?.approvedAt != null
}

/** Marks a device approved for an email without a link (the visitor proved the address from it another way). */
export async function approveDevice(deps: AuthDeps, email: string, deviceId: string): Promise<void> {
  const now = new Date(deps.now())
  await deps.db
    .insert(authDevices)
    .values({ email, deviceId, approvedAt: now, createdAt: now })
    .onConflictDoUpdate({ target: [authDevices.email, authDevices.deviceId], set: { approvedAt: now, approvalTokenHash: null } })
  approvals.notify(email, deviceId)
}

/**
 * A fresh approval token for (email, device), answered for the link; only its hash is kept, and
 * a new one replaces the last. One approval mail per device per 30 s, decided in the same
 * statement (concurrent requests cannot both pass); per device, so nobody else can hold back the
 * visitor's mail by asking for it first. How many mails an address and a client get in all is the
 * mail budget's to say (auth/throttle).
 */
export async function requestApproval(deps: AuthDeps, email: string, deviceId: string): Promise<{ token: string; forget(): Promise<void> }> {
  const now = deps.now()
  const token = randomBytes(32).toString('base64url')
  const approvalTokenHash = hashToken(token)
  const mailedAt = new Date(now)
  const [row] = await deps.db
    .insert(authDevices)
    .values({ email, deviceId, approvalTokenHash, mailedAt, createdAt: mailedAt })
    .onConflictDoUpdate({
      target: [authDevices.email, authDevices.deviceId],
      set: { approvalTokenHash, mailedAt },
      setWhere: or(isNull(authDevices.mailedAt), lte(authDevices.mailedAt, new Date(now - MAIL_COOLDOWN_MS))),
    })
    .returning({ email: authDevices.email })
  if (!row) {
    const [last] = await deps.db
      .select({ mailedAt: authDevices.mailedAt })
      .from(authDevices)
      .where(and(eq(authDevices.email, email), eq(authDevices.deviceId, deviceId)))
    const lastMailed = last?.mailedAt?.getTime() ?? now
    throw emailCooldown(Math.max(1, Math.ceil((lastMailed + MAIL_COOLDOWN_MS - now) / 1000)))
  }
  const forget = async () => {
    await deps.db
      .update(authDevices)
      .set({ approvalTokenHash: null, mailedAt: null })
      .where(and(eq(authDevices.email, email), eq(authDevices.deviceId, deviceId), eq(authDevices.approvalTokenHash, approvalTokenHash)))
  }
  return { token, forget }
}

/** The approval a link's token asks for, while it can still be used; undefined when unknown, used or too old. */
export async function findApproval(deps: AuthDeps, token: string): Promise<{ email: string; mailedAt: Date } | undefined> {
  const [row] = await deps.db.select({ email: authDevices.email, mailedAt: authDevices.mailedAt }).from(authDevices).where(usableToken(token, deps.now()))
  return row?.mailedAt ? { email: row.email, mailedAt: new Date(row.mailedAt) } : undefined
}

/** Approves the device a link's token was made for; false when the token is unknown, used or too old. */
export async function approveByToken(deps: AuthDeps, token: string): Promise<boolean> {
  const now = deps.now()
  const [row] = await deps.db
    .update(authDevices)
    .set({ approvedAt: new Date(now), approvalTokenHash: null })
    .where(usableToken(token, now))
    .returning({ email: authDevices.email, deviceId: authDevices.deviceId })
  if (!row) return false
  approvals.notify(row.email, row.deviceId)
  return true
}

/**
 * Waits until the device is approved for the email (true) or `waitMs` passes, or the server
 * closes (false). An approval in this process wakes it at once; one made elsewhere is seen
 * within a second.
 */
export async function waitForApproval(deps: AuthDeps, email: string, deviceId: string, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs
  for (;;) {
    if (await isDeviceApproved(deps, email, deviceId)) return true
    const left = deadline - Date.now()
    if (left <= 0 || deps.closing.aborted) return false
    await approvals.wait(email, deviceId, Math.min(left, APPROVAL_POLL_MS), deps.closing)
  }
}

/** Whether any approval was asked for this email on this device (a link was mailed). */
export async function approvalRequested(deps: AuthDeps, email: string, deviceId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ email: authDevices.email })
    .from(authDevices)
    .where(and(eq(authDevices.email, email), eq(authDevices.deviceId, deviceId)))
  return row !== undefined
}

function usableToken(token: string, now: number) {
  return and(eq(authDevices.approvalTokenHash, hashToken(token)), isNull(authDevices.approvedAt), isNotNull(authDevices.mailedAt), gt(authDevices.mailedAt, new Date(now - APPROVAL_LINK_TTL_MS)))
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** In-process wake-ups for waiting device/connect requests. */
const approvals = (() => {
  const waiters = new Map<string, Set<() => void>>()
  const key = (email: string, deviceId: string) => `${email}\n${deviceId}`
  return {
    notify(email: string, deviceId: string) {
      for (const wake of waiters.get(key(email, deviceId)) ?? []) wake()
    },
    wait(email: string, deviceId: string, ms: number, closing: AbortSignal): Promise<void> {
      const id = key(email, deviceId)
      return new Promise((resolve) => {
        const set = waiters.get(id) ?? new Set()
        waiters.set(id, set)
        const done = () => {
          clearTimeout(timer)
          closing.removeEventListener('abort', done)
          set.delete(done)
          if (set.size === 0 && waiters.get(id) === set) waiters.delete(id)
          resolve()
        }
        const timer = setTimeout(done, ms)
        closing.addEventListener('abort', done, { once: true })
        set.add(done)
      })
    },
  }
})()
