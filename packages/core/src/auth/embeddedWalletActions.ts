/**
 * The embedded wallet's login, email-update and social flows: loaded when a visitor first uses one.
 * What a flow throws reaches a view, so it is turned into the catalogue's text for its cause here
 * (loginFailure.ts), with the original in the console; the social flows report their own failures.
 */
import type { FoyerContext } from '../context.ts'
import { submitPrimaryOtp as primaryOtp, submitSecondaryOtp as secondaryOtp, updateEmail as askForUpdate } from './emailUpdate.ts'
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
