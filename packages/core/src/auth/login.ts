/**
 * Email login through the embedded wallet (spec §4 Email login): the email, then a new device's
 * approval or the 6-digit code, then the account. Each step routes the modal to the next view.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import { AUTH_MESSAGES } from './authMessages.ts'
import type { AuthConnector } from './authConnector.ts'
import { isAuthConnector } from './isAuthConnector.ts'
import { isValidEmail } from './emailAddress.ts'
import { isSessionExpired } from './frameErrors.ts'
import { emailCooldownSeconds, markEmailSent } from './loginCache.ts'
import type { FoyerContext } from '../context.ts'
import { THROWN, tryAgainAfterMessage } from '../errors.ts'
import { connect, connectCompanions } from '../actions/connection.ts'
import { closeModal } from '../actions/modal.ts'

export type EmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** How many failures in a row (other than "not yet") end a waiting loop. */
const MAX_WAIT_FAILURES = 3
/**
 * The frame's "not yet, ask again" answers: the device link not opened within one long poll, the
 * Farcaster app not signed within the frame's polls.
 */
export const WAIT_AGAIN_CODES: ReadonlySet<string | number> = new Set(['DEVICE_PENDING', 'FARCASTER_TIMEOUT'])
const WAIT_RETRY_MS = 1_000

/** The embedded wallet's connector; absent when the host turned email and socials off. */
export function authConnectorOf(ctx: FoyerContext): AuthConnector {
  const connector = ctx.connectors.get().find(isAuthConnector)
  if (!connector) throw new FoyerError(THROWN.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND)
  return connector
}

/** 'Please try again after N seconds' while the 30 s email cooldown runs (spec §5), checked before sending. */
export function assertEmailAllowed(ctx: FoyerContext, now = Date.now()): void {
  const wait = emailCooldownSeconds(ctx.storage, now)
  if (wait > 0) throw new FoyerError(tryAgainAfterMessage(wait))
}

/** Sends the login email and opens the step the frame asks for next. */
export async function connectEmail(ctx: FoyerContext, input: string): Promise<EmailAction> {
  const email = input.trim()
  if (!isValidEmail(email)) throw new FoyerError(AUTH_MESSAGES.INVALID_EMAIL)
  assertEmailAllowed(ctx)
  const { action } = await authConnectorOf(ctx).request('CONNECT_EMAIL', { email })
  markEmailSent(ctx.storage, Date.now())
  await routeEmailAction(ctx, action, email, 'push')
  return action
}

/** Sends the code (or the device link) again for the login under way; the cooldown applies. */
export async function resendEmail(ctx: FoyerContext, email: string): Promise<EmailAction> {
  assertEmailAllowed(ctx)
  const { action } = await authConnectorOf(ctx).request('CONNECT_EMAIL', { email })
  markEmailSent(ctx.storage, Date.now())
  if (action === 'CONNECT') await finishLogin(ctx)
  return action
}

/**
 * Waits until the visitor approves this device from the link in the mail (the frame long-polls;
 * each wait is repeated), then asks for the code. Stops quietly when `signal` aborts.
 */
export async function waitForDeviceApproval(ctx: FoyerContext, email: string, signal: AbortSignal): Promise<void> {
  const auth = authConnectorOf(ctx)
  const approved = await repeatUntilDone(() => auth.request('CONNECT_DEVICE', {}), signal)
  if (!approved) return
  // The same login continues: the cooldown does not apply to this second CONNECT_EMAIL.
  const { action } = await auth.request('CONNECT_EMAIL', { email })
  if (signal.aborted) return
  await routeEmailAction(ctx, action, email, 'replace')
}

/** The 6-digit code from the mail: the frame signs in, and the account connects. */
export async function submitEmailOtp(ctx: FoyerContext, otp: string): Promise<void> {
  if (!/^\d{6}$/.test(otp)) throw new FoyerError(AUTH_MESSAGES.INVALID_OTP)
  await authConnectorOf(ctx).request('CONNECT_OTP', { otp })
  await finishLogin(ctx)
}

/**
 * The frame holds a session now: the account connects like any wallet's (with its Solana side where
 * the host has Solana networks), and the modal closes.
 */
export async function finishLogin(ctx: FoyerContext): Promise<void> {
  const auth = authConnectorOf(ctx)
  await connect(ctx, auth)
  await connectCompanions(ctx, auth)
  closeModal(ctx)
}

async function routeEmailAction(ctx: FoyerContext, action: EmailAction, email: string, how: 'push' | 'replace') {
  if (action === 'CONNECT') return finishLogin(ctx)
  ctx.router[how](action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp', { email })
}

/**
 * Repeats a waiting request until it succeeds (true) or `signal` aborts (false). The 30 s timeout
 * and the frame's "not yet" codes mean "ask again"; other failures are retried a second later, up
 * to three in a row.
 */
export async function repeatUntilDone(attempt: () => Promise<unknown>, signal: AbortSignal): Promise<boolean> {
  let failures = 0
  while (!signal.aborted) {
    try {
      await attempt()
      return !signal.aborted
    } catch (error) {
      if (signal.aborted) return false
      if (isSessionExpired(error)) throw error
      const code = (error as { code?: string | number } | null)?.code
      const again = (error as Error)?.message === THROWN.REQUEST_ABORTED || (code !== undefined && WAIT_AGAIN_CODES.has(code))
      failures = again ? 0 : failures + 1
      if (failures >= MAX_WAIT_FAILURES) throw error
      // A pause, so a frame that answers "not yet" at once is not asked in a tight loop.
      await pause(WAIT_RETRY_MS, signal)
    }
  }
  return false
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}
