/**
 * The embedded wallet's login, email-update and social flows: loaded when a visitor first uses one.
 * What a flow throws reaches a view, so it is turned into the catalogue's text for its cause here
 * (loginFailure.ts), with the original in the console; the social flows report their own failures.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import type { FoyerContext } from '../context.ts'
import { SNACKBARS, THROWN } from '../errors.ts'
import type { EmbeddedAccountType } from './authConnector.ts'
import { isAuthConnector } from './isAuthConnector.ts'
import { resendSecondaryOtp as secondaryAgain, submitPrimaryOtp as primaryOtp, submitSecondaryOtp as secondaryOtp, updateEmail as askForUpdate } from './emailUpdate.ts'
import { loginWithFarcaster as farcaster } from './farcasterLogin.ts'
import { connectEmail as sendEmail, resendEmail as sendAgain, submitEmailOtp as submitOtp, waitForDeviceApproval as waitForApproval } from './login.ts'
import { loginFailure } from './loginFailure.ts'

export { finishSocialRedirect, loginWithSocialPopup, loginWithSocialRedirect } from './socialLogin.ts'

export const connectEmail = forVisitors('email login', sendEmail)
export const resendEmail = forVisitors('sending the login email again', sendAgain)
export const waitForDeviceApproval = forVisitors('waiting for the device approval', waitForApproval)
export const submitEmailOtp = forVisitors('the login code', submitOtp)
export const updateEmail = forVisitors('the email update', askForUpdate)
export const submitPrimaryOtp = forVisitors('the current email’s code', primaryOtp)
export const submitSecondaryOtp = forVisitors('the new email’s code', secondaryOtp)
export const resendSecondaryOtp = forVisitors('sending the new email’s code again', secondaryAgain)
export const loginWithFarcaster = forVisitors('Farcaster login', farcaster)

/** The flow, failing with the visitor's text for the cause (the original is its cause, and in the console). */
function forVisitors<A extends unknown[], R>(step: string, flow: (ctx: FoyerContext, ...args: A) => Promise<R>) {
  return async (ctx: FoyerContext, ...args: A): Promise<R> => {
    try {
      return await flow(ctx, ...args)
    } catch (error) {
      throw loginFailure(ctx, step, error)
    }
  }
}

/**
 * The visitor's choice of account (the key's own or the smart account): kept by this app, and the
 * wallet moves to it. Where the network holds no smart account the snackbar says so and nothing changes.
 */
export async function setPreferredAccountType(ctx: FoyerContext, type: EmbeddedAccountType): Promise<void> {
  const auth = ctx.connectors.get().find(isAuthConnector)
  if (!auth) throw new FoyerError(THROWN.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND)
  try {
    await auth.setAccountType(type)
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === SMART_ACCOUNT_REFUSAL_CODE) ctx.snackbar.error(SNACKBARS.SMART_ACCOUNTS_UNSUPPORTED)
    else ctx.snackbar.error(SNACKBARS.SOMETHING_WENT_WRONG)
    throw error
  }
}

/** EIP-1193's 4200 (unsupported method): the frame's answer where no smart account is held. */
const SMART_ACCOUNT_REFUSAL_CODE = 4200
