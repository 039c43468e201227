/**
 * Changing the embedded wallet's email (spec §4): a code to the current address, then a code to
 * the new one; the second code stores the new email.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import { AUTH_MESSAGES } from './authMessages.ts'
import { isValidEmail } from './emailAddress.ts'
import { rememberEmail } from './loginCache.ts'
import type { FoyerContext } from '../context.ts'
import { authConnectorOf } from './login.ts'
import { embeddedAccount, patchEmbeddedAccount } from './embeddedAccount.ts'

/** Asks for the change: the current address gets a code, and UpdateEmailPrimaryOtp opens. */
export async function updateEmail(ctx: FoyerContext, input: string): Promise<void> {
  const newEmail = input.trim()
  if (!isValidEmail(newEmail)) throw new FoyerError(AUTH_MESSAGES.INVALID_EMAIL)
  const current = embeddedAccount(ctx)?.user?.email ?? undefined
  if (current && current.toLowerCase() === newEmail.toLowerCase()) throw new FoyerError(AUTH_MESSAGES.SAME_EMAIL)
  await authConnectorOf(ctx).request('UPDATE_EMAIL', { email: newEmail })
  ctx.router.push('UpdateEmailPrimaryOtp', { email: current, newEmail })
}

/** The code sent to the current address: the new address gets a code, and UpdateEmailSecondaryOtp opens. */
export async function submitPrimaryOtp(ctx: FoyerContext, otp: string, newEmail: string): Promise<void> {
  if (!/^\d{6}$/.test(otp)) throw new FoyerError(AUTH_MESSAGES.INVALID_OTP)
  await authConnectorOf(ctx).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
  ctx.router.push('UpdateEmailSecondaryOtp', { newEmail })
}

/** The code to the new address, mailed again (it did not arrive, or it expired); the view stays. */
export async function resendSecondaryOtp(ctx: FoyerContext): Promise<void> {
  await authConnectorOf(ctx).request('UPDATE_EMAIL_SECONDARY_RESEND', {})
}

/** The code sent to the new address: the frame stores the new email, and so does the page. */
export async function submitSecondaryOtp(ctx: FoyerContext, otp: string): Promise<string> {
  if (!/^\d{6}$/.test(otp)) throw new FoyerError(AUTH_MESSAGES.INVALID_OTP)
  const { newEmail } = await authConnectorOf(ctx).request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
  rememberEmail(ctx.storage, newEmail)
  const user = embeddedAccount(ctx)?.user
  patchEmbeddedAccount(ctx, { user: { ...user, email: newEmail } })
  ctx.router.reset('Account')
  return newEmail
}
